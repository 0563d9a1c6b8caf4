// The hooks every panel and card uses instead of hand-written
// fetch-and-cancel: `useResource` loads (and optionally polls) while the
// component is mounted and gives { data, error, loading, reload, setData };
// `useMutation` runs a change with { busy, error }.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type DependencyList } from 'react';
import { ResourceLoader, type ResourceState } from './resourceLoader';

export interface Resource<T> extends ResourceState<T> {
  reload(): Promise<void>;
  setData(data: T): void;
}

export interface ResourceOptions {
  /** Reload every this many ms while mounted. */
  pollMs?: number;
  /** False: do not load (yet). Default true. */
  enabled?: boolean;
}

const sameDeps = (a: DependencyList, b: DependencyList): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, options: ResourceOptions = {}): Resource<T> {
  const { pollMs = null, enabled = true } = options;
  // A new loader when the dependencies change (the caller's `load` closes over them):
  // React's "state from the previous render" pattern; a loader does nothing until started.
  const [entry, setEntry] = useState(() => ({ deps: [...deps, pollMs], loader: new ResourceLoader(load, pollMs) }));
  let current = entry;
  if (!sameDeps(entry.deps, [...deps, pollMs])) {
    current = { deps: [...deps, pollMs], loader: new ResourceLoader(load, pollMs) };
    setEntry(current);
  }
  const loader = current.loader;
  useEffect(() => {
    if (!enabled) return;
    loader.start();
    return () => loader.stop();
  }, [loader, enabled]);
  const state = useSyncExternalStore(loader.subscribe, loader.getSnapshot);
  return { ...state, reload: () => loader.reload(), setData: (data: T) => loader.setData(data) };
}

export interface Mutation<A extends unknown[], R> {
  /** Runs the change; rejects as the change did (the error is also kept in `error`). */
  mutate(...args: A): Promise<R>;
  busy: boolean;
  error: unknown;
  reset(): void;
}

export function useMutation<A extends unknown[], R>(run: (...args: A) => Promise<R>): Mutation<A, R> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const mutate = useCallback(async (...args: A): Promise<R> => {
    setBusy(true);
    setError(null);
    try {
      return await runRef.current(...args);
    } catch (e) {
      if (mounted.current) setError(e);
      throw e;
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);
  const reset = useCallback(() => setError(null), []);
  return { mutate, busy, error, reset };
}
