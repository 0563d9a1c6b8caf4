import { describe, expect, it } from 'vitest';
import { recordedBuffer } from './fakeGl';
import { releaseMemory } from './releaseMemory';

describe('releaseMemory', () => {
  it('frees each buffer once and leaves alone one already detached or a runtime without transfer', () => {
    const released: ArrayBuffer[] = [];
    const a = recordedBuffer(8, released);
    const b = new ArrayBuffer(8);
    Object.defineProperty(b, 'detached', { value: true });
    Object.defineProperty(b, 'transfer', { value: () => released.push(b) && new ArrayBuffer(0) });
    releaseMemory([a, b, new ArrayBuffer(8), a]);
    expect(released).toEqual([a]);
  });
});
