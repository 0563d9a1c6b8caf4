// Array buffers whose data is on the GPU are freed at once instead of at
// V8's next major GC. The workers' layers cross to the main thread as
// transferred buffers (a cell's ~18 MB, the vessels' layer every second),
// garbage once uploaded; V8 counts them against its global allocation
// limit, and each major GC they set off was a 30-60 ms task on a 4x
// throttled CPU. `transfer(0)` detaches a buffer and frees its memory.

/** ArrayBuffer with ES2024's `transfer` (every browser the console supports; not Node 20, which runs the unit tests). */
type Es2024ArrayBuffer = ArrayBuffer & { transfer?: (newByteLength: number) => ArrayBuffer; detached?: boolean };

/** Frees the memory of buffers nothing reads any more (views on them read as empty afterwards). */
export function releaseMemory(buffers: readonly ArrayBuffer[]): void {
  for (const buffer of buffers as readonly Es2024ArrayBuffer[]) if (buffer.transfer && buffer.detached === false) buffer.transfer(0);
}
