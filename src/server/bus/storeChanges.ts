// Every write through the Store is announced on the bus once it has been
// committed: the routes write as before, and every node (this one too)
// hears which table changed. Reads pass through untouched.
import type { Store, StoreTable } from '../db/store';
import type { ClusterEvent } from './events';

/** The methods that write, per announced table. */
const WRITES: Record<StoreTable, readonly string[]> = {
  users: ['create', 'setPasswordHash'],
  preferences: ['update'],
  sidings: ['create', 'update', 'delete'],
  trains: ['create', 'update', 'delete'],
  atons: ['create', 'update', 'delete', 'toggleActive'],
  cameras: ['create', 'update', 'delete'],
  blacklist: ['add', 'remove'],
  zones: ['create', 'update', 'delete'],
};

type Method = (...args: unknown[]) => unknown;

function announcing<T extends object>(repository: T, writes: readonly string[], announce: () => void): T {
  // Bound once per method: the guard calls users.findById on every request.
  const methods = new Map<PropertyKey, Method>();
  return new Proxy(repository, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const known = methods.get(property);
      if (known) return known;
      const method = value as Method;
      const wrapped: Method =
        typeof property === 'string' && writes.includes(property)
          ? async (...args: unknown[]) => {
              const result = await method.apply(target, args);
              announce();
              return result;
            }
          : method.bind(target);
      methods.set(property, wrapped);
      return wrapped;
    },
  });
}

/** The store with every committed write announced as `{kind: 'table', table}`. */
export function announcingStore(store: Store, publish: (event: ClusterEvent) => void): Store {
  const wrapped = { ...store };
  for (const table of Object.keys(WRITES) as StoreTable[]) {
    (wrapped as Record<StoreTable, object>)[table] = announcing(store[table], WRITES[table], () => publish({ kind: 'table', table }));
  }
  return wrapped;
}
