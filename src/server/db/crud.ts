// A small generic repository for the plain CRUD tables (trains, sidings,
// atons, cameras): list, get, create, update and delete by integer id.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Db } from './database';

type SqlValue = string | number | null;

/** A JSON body ready to send, with its brotli and gzip forms made on first use. */
export class JsonBody {
  private gzipped: Buffer | null = null;
  private brotlied: Buffer | null = null;

  constructor(readonly plain: Buffer) {}

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.plain, { level: 6 });
    return this.gzipped;
  }

  get brotli(): Buffer {
    this.brotlied ??= brotliCompressSync(this.plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } });
    return this.brotlied;
  }
}

export interface CrudStore<Row extends { id: number }, Input> {
  list(): Promise<Row[]>;
  /** The list as UTF-8 JSON, plain and gzipped (the SQLite store caches both until the next write). */
  listJson(): Promise<JsonBody>;
  get(id: number): Promise<Row | undefined>;
  create(input: Input): Promise<Row>;
  /** Resolves to undefined when there is no such row. */
  update(id: number, input: Partial<Input>): Promise<Row | undefined>;
  /** Resolves to false when there is no such row. */
  delete(id: number): Promise<boolean>;
}

export interface CrudTableSpec<Row, Input> {
  table: string;
  /** Writable columns, in the order of the table. */
  columns: readonly (keyof Input & string)[];
  /** Maps a stored row (SQLite values) to the API shape. */
  fromDb?: (row: Record<string, SqlValue>) => Row;
  /** Maps an input value to what SQLite stores. */
  toDb?: (column: keyof Input & string, value: unknown) => SqlValue;
}

const defaultToDb = (_column: string, value: unknown): SqlValue =>
  typeof value === 'boolean' ? Number(value) : (value as SqlValue);

export class CrudTable<Row extends { id: number }, Input extends object> implements CrudStore<Row, Input> {
  private readonly fromDb: (row: Record<string, SqlValue>) => Row;
  private readonly toDb: (column: keyof Input & string, value: unknown) => SqlValue;
  /** JSON of the whole list, dropped by every write through this repository. */
  private listCache: JsonBody | null = null;

  constructor(
    protected readonly db: Db,
    private readonly spec: CrudTableSpec<Row, Input>,
  ) {
    this.fromDb = spec.fromDb ?? ((row) => row as unknown as Row);
    this.toDb = spec.toDb ?? defaultToDb;
  }

  async list(): Promise<Row[]> {
    return this.db
      .prepare<[], Record<string, SqlValue>>(`SELECT * FROM ${this.spec.table} ORDER BY id`)
      .all()
      .map(this.fromDb);
  }

  async listJson(): Promise<JsonBody> {
    this.listCache ??= new JsonBody(Buffer.from(JSON.stringify(await this.list())));
    return this.listCache;
  }

  async get(id: number): Promise<Row | undefined> {
    return this.getSync(id);
  }

  /** Call after any write to the table. */
  protected changed(): void {
    this.listCache = null;
  }

  /** Drops the cached list (the table was changed by someone else). */
  forget(): void {
    this.listCache = null;
  }

  async create(input: Input): Promise<Row> {
    const columns = this.spec.columns.filter((column) => (input as Record<string, unknown>)[column] !== undefined);
    const values = columns.map((column) => this.toDb(column, (input as Record<string, unknown>)[column]));
    const sql =
      columns.length === 0
        ? `INSERT INTO ${this.spec.table} DEFAULT VALUES`
        : `INSERT INTO ${this.spec.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    const id = Number(this.db.prepare(sql).run(...values).lastInsertRowid);
    this.changed();
    const row = this.getSync(id);
    if (!row) throw new Error(`${this.spec.table}: row ${id} vanished after insert`);
    return row;
  }

  async update(id: number, input: Partial<Input>): Promise<Row | undefined> {
    const columns = this.spec.columns.filter((column) => (input as Record<string, unknown>)[column] !== undefined);
    if (columns.length > 0) {
      const values = columns.map((column) => this.toDb(column, (input as Record<string, unknown>)[column]));
      this.db
        .prepare(`UPDATE ${this.spec.table} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)
        .run(...values, id);
      this.changed();
    }
    return this.getSync(id);
  }

  async delete(id: number): Promise<boolean> {
    const deleted = this.db.prepare(`DELETE FROM ${this.spec.table} WHERE id = ?`).run(id).changes === 1;
    if (deleted) this.changed();
    return deleted;
  }

  protected getSync(id: number): Row | undefined {
    const row = this.db.prepare<[number], Record<string, SqlValue>>(`SELECT * FROM ${this.spec.table} WHERE id = ?`).get(id);
    return row ? this.fromDb(row) : undefined;
  }
}
