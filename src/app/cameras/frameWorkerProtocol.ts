// Messages between the camera windows and the frame worker (frameWorker.ts).

export type FrameWorkerRequest = { type: 'open'; key: string; streamUrl: string } | { type: 'close'; key: string };

export type FrameWorkerMessage = { type: 'frame'; key: string; bitmap: ImageBitmap } | { type: 'failed'; key: string };
