// A typed client of one CRUD resource of the API (list, get, create,
// update, remove) over the app's HTTP client (bearer token, one refresh on
// 401). Every call takes an optional AbortSignal.
import type { ApiOptions } from '../session/api';

/** The app's HTTP client (session/api.ts), or a stand-in in tests. */
export type Api = <T>(path: string, options?: ApiOptions) => Promise<T>;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface CrudClient<T, In> {
  list(options?: CallOptions): Promise<T[]>;
  get(id: number, options?: CallOptions): Promise<T>;
  create(body: In): Promise<T>;
  update(id: number, body: Partial<In>): Promise<T>;
  remove(id: number): Promise<void>;
}

export function crudClient<T, In>(api: Api, path: string, updateMethod: 'PUT' | 'PATCH' = 'PUT'): CrudClient<T, In> {
  const item = (id: number) => `${path}${id}/`;
  return {
    list: (options = {}) => api<T[]>(path, { signal: options.signal }),
    get: (id, options = {}) => api<T>(item(id), { signal: options.signal }),
    create: (body) => api<T>(path, { method: 'POST', body: body as Record<string, unknown> }),
    update: (id, body) => api<T>(item(id), { method: updateMethod, body: body as Record<string, unknown> }),
    remove: async (id) => {
      await api<unknown>(item(id), { method: 'DELETE' });
    },
  };
}
