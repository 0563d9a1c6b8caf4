// The one route shape of the plain CRUD resources (trains, sidings, atons,
// cameras; spec section 7): GET list (cached JSON, compressed), GET item,
// POST (201 with the row), PUT and PATCH (the row after the change), DELETE
// (204). Each resource gives its JSON schema, its repository and its own
// checks; every answer for a missing row is a 404 with the resource's
// message. The routes are ordinary protected routes (the guard decides on
// the matched route).
import type { FastifyInstance } from 'fastify';
import type { CrudStore } from '../db/crud';
import { HttpError } from '../errors';
import { idParams, objectSchema, sendJsonBody } from './schemas';

type UpdateMethod = 'put' | 'patch';

export interface CrudResourceSpec<Row extends { id: number }, Input, Body extends object> {
  /** Collection path, ending in '/'; an item is `${path}{id}/`. */
  path: string;
  store: CrudStore<Row, Input>;
  /** The writable properties of a body (JSON schema). */
  properties: Record<string, object>;
  /** The properties of POST's body where they differ (defaults); the rest from `properties`. */
  createProperties?: Record<string, object>;
  /** Schema of one row in answers. */
  response: object;
  /** Required properties per method. */
  required: { create: readonly string[] } & Partial<Record<UpdateMethod, readonly string[]>>;
  /** The 404 message for an id. */
  notFound: (id: number) => string;
  /** Checks and cleans a POST body into what the repository stores (throw HttpError to refuse). */
  create?: (body: Body) => Input | Promise<Input>;
  /** Checks and cleans a PUT/PATCH body against the current row. */
  update?: (body: Body, current: Row) => Partial<Input> | Promise<Partial<Input>>;
  /** Refuses a delete (e.g. 409) by throwing; the row exists when it is called. */
  beforeDelete?: (current: Row) => void | Promise<void>;
}

export interface CrudRoutes<Row> {
  /** The item path with its `:id` parameter (for a resource's extra routes). */
  item: string;
  /** The row, or the resource's 404. */
  found(id: number): Promise<Row>;
}

export function crudRoutes<Row extends { id: number }, Input, Body extends object = Partial<Input>>(
  app: FastifyInstance,
  spec: CrudResourceSpec<Row, Input, Body>,
): CrudRoutes<Row> {
  const { path, store } = spec;
  const item = `${path}:id/`;
  const found = async (id: number): Promise<Row> => {
    const row = await store.get(id);
    if (!row) throw new HttpError(404, spec.notFound(id));
    return row;
  };
  const toInput = spec.create ?? ((body: Body) => body as unknown as Input);
  const toChange = spec.update ?? ((body: Body) => body as unknown as Partial<Input>);

  app.get(path, { schema: { response: { 200: { type: 'array', items: spec.response } } } }, async (request, reply) =>
    sendJsonBody(request, reply, await store.listJson()),
  );

  app.get<{ Params: { id: number } }>(item, { schema: { params: idParams, response: { 200: spec.response } } }, (request) =>
    found(request.params.id),
  );

  app.post<{ Body: Body }>(
    path,
    {
      schema: {
        body: objectSchema({ ...spec.properties, ...spec.createProperties }, spec.required.create),
        response: { 201: spec.response },
      },
    },
    async (request, reply) => reply.status(201).send(await store.create(await toInput(request.body as Body))),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { id: number }; Body: Body }>(
      item,
      { schema: { params: idParams, body: objectSchema(spec.properties, spec.required[method] ?? []), response: { 200: spec.response } } },
      async (request) => {
        const current = await found(request.params.id);
        await store.update(current.id, await toChange(request.body as Body, current));
        return found(current.id);
      },
    );
  }

  app.delete<{ Params: { id: number } }>(item, { schema: { params: idParams } }, async (request, reply) => {
    const current = await found(request.params.id);
    await spec.beforeDelete?.(current);
    if (!(await store.delete(current.id))) throw new HttpError(404, spec.notFound(current.id));
    return reply.status(204).send();
  });

  return { item, found };
}
