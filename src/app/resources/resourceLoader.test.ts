import { describe, expect, it } from 'vitest';
import { ResourceLoader } from './resourceLoader';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const manualTimers = () => {
  const timers: { fn: () => void; ms: number }[] = [];
  return {
    timers,
    setInterval: (fn: () => void, ms: number) => {
      const t = { fn, ms };
      timers.push(t);
      return t;
    },
    clearInterval: (t: unknown) => {
      const i = timers.indexOf(t as { fn: () => void; ms: number });
      if (i >= 0) timers.splice(i, 1);
    },
  };
};

describe('resource loader', () => {
  it('loads on start, keeps the data while reloading and clears the error on success', async () => {
    const answers = [deferred<number>(), deferred<number>(), deferred<number>()];
    let call = 0;
    const loader = new ResourceLoader(() => (answers[call++] as ReturnType<typeof deferred<number>>).promise);
    loader.start();
    expect(loader.getSnapshot()).toMatchObject({ loading: true, data: undefined });
    answers[0]?.resolve(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(loader.getSnapshot()).toEqual({ data: 1, error: null, loading: false });
    const failing = loader.reload();
    expect(loader.getSnapshot()).toMatchObject({ loading: true, data: 1 });
    answers[1]?.reject(new Error('boom'));
    await failing;
    expect(loader.getSnapshot()).toMatchObject({ loading: false, data: 1 });
    expect((loader.getSnapshot().error as Error).message).toBe('boom');
    const ok = loader.reload();
    answers[2]?.resolve(3);
    await ok;
    expect(loader.getSnapshot()).toEqual({ data: 3, error: null, loading: false });
  });

  it('lets the newest load win and aborts the older one', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const loader = new ResourceLoader<string>((signal) => {
      signals.push(signal);
      return signals.length === 1 ? first.promise : second.promise;
    });
    const a = loader.reload();
    const b = loader.reload();
    expect(signals[0]?.aborted).toBe(true);
    second.resolve('new');
    await b;
    first.resolve('old');
    await a;
    expect(loader.getSnapshot().data).toBe('new');
  });

  it('polls while started and stops polling and aborts on stop', async () => {
    const timers = manualTimers();
    let calls = 0;
    let lastSignal: AbortSignal | null = null;
    const loader = new ResourceLoader(
      (signal) => {
        calls += 1;
        lastSignal = signal;
        return new Promise<number>(() => undefined);
      },
      20_000,
      timers,
    );
    loader.start();
    expect(calls).toBe(1);
    expect(timers.timers.map((t) => t.ms)).toEqual([20_000]);
    timers.timers[0]?.fn();
    expect(calls).toBe(2);
    loader.stop();
    expect(timers.timers).toHaveLength(0);
    expect((lastSignal as AbortSignal | null)?.aborted).toBe(true);
  });

  it('tells subscribers of every change and takes data set after a mutation', () => {
    const loader = new ResourceLoader(() => Promise.resolve([1]));
    let seen = 0;
    const unsubscribe = loader.subscribe(() => (seen += 1));
    loader.setData([1, 2]);
    expect(loader.getSnapshot().data).toEqual([1, 2]);
    expect(seen).toBe(1);
    unsubscribe();
    loader.setData([]);
    expect(seen).toBe(1);
  });
});
