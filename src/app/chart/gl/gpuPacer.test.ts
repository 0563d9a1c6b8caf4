import { describe, expect, it } from 'vitest';
import { GPU_FENCE_GIVE_UP_MS, GpuPacer, type FenceGl } from './gpuPacer';

function fenceGl() {
  const state = { signalled: false, created: 0, deleted: 0 };
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 1,
    SYNC_STATUS: 2,
    SIGNALED: 3,
    fenceSync: () => {
      state.created += 1;
      return {} as WebGLSync;
    },
    getSyncParameter: () => (state.signalled ? 3 : 4),
    deleteSync: () => {
      state.deleted += 1;
    },
  };
  return { gl: gl as unknown as FenceGl, state };
}

describe('GPU pacer', () => {
  it('is idle until a frame is issued, busy until its fence signals, then idle again', () => {
    const { gl, state } = fenceGl();
    const pacer = new GpuPacer(gl, () => 0);
    expect(pacer.idle()).toBe(true);
    pacer.frameIssued();
    pacer.frameIssued(); // one fence at a time
    expect(state.created).toBe(1);
    expect(pacer.idle()).toBe(false);
    state.signalled = true;
    expect(pacer.idle()).toBe(true);
    expect(state.deleted).toBe(1);
    expect(pacer.idle()).toBe(true);
  });

  it('gives up on a fence that never signals (a lost context)', () => {
    const { gl } = fenceGl();
    let nowMs = 0;
    const pacer = new GpuPacer(gl, () => nowMs);
    pacer.frameIssued();
    nowMs = GPU_FENCE_GIVE_UP_MS - 1;
    expect(pacer.idle()).toBe(false);
    nowMs = GPU_FENCE_GIVE_UP_MS;
    expect(pacer.idle()).toBe(true);
  });
});

describe('when the GPU was last seen idle', () => {
  it('records the time a fence was seen signalled, not a fence given up on', () => {
    let nowMs = 100;
    let status = 0;
    const gl = {
      SYNC_GPU_COMMANDS_COMPLETE: 1,
      SYNC_STATUS: 2,
      SIGNALED: 3,
      fenceSync: () => ({}),
      getSyncParameter: () => status,
      deleteSync: () => undefined,
    } as unknown as FenceGl;
    const pacer = new GpuPacer(gl, () => nowMs);
    pacer.frameIssued();
    nowMs = 150;
    expect(pacer.idle()).toBe(false);
    status = 3;
    nowMs = 160;
    expect(pacer.idle()).toBe(true);
    expect(pacer.signalledAtMs).toBe(160);
    status = 0;
    pacer.frameIssued();
    nowMs = 160 + GPU_FENCE_GIVE_UP_MS;
    expect(pacer.idle()).toBe(true);
    expect(pacer.signalledAtMs).toBe(160);
  });
});
