// The PostgreSQL form of the generic CRUD repository (db/crud.ts): the same
// methods and answers (columns selected in table order, as SQLite's SELECT *
// gives them), one statement per write (RETURNING the row). The list's JSON
// is cached until a write through any node: a local write drops it at once,
// another node's write through `forget()` (the bus). A list read that was
// under way while the table changed is not cached.
import { JsonBody, type CrudStore } from '../crud';
import { query, type PgPool, type PgRow } from './pool';

export interface PgCrudSpec<Row, Input> {
  table: string;
  /** Writable columns, in the order of the table. */
  columns: readonly (keyof Input & string)[];
  /** Every column of the answer, in the order of the table. */
  select: readonly string[];
  /** Maps a stored row to the API shape. */
  fromDb?: (row: PgRow) => Row;
}

export class PgCrudTable<Row extends { id: number }, Input extends object> implements CrudStore<Row, Input> {
  private readonly fromDb: (row: PgRow) => Row;
  protected readonly selectList: string;
  /**
   * The list's one read in flight or done, shared by every caller: 100 clients
   * arriving at an empty cache make one query and one brotli pass, not 100.
   * A change drops it, so a read that starts after a write sees the write.
   */
  private listCache: Promise<JsonBody> | null = null;

  constructor(
    protected readonly pool: PgPool,
    protected readonly spec: PgCrudSpec<Row, Input>,
  ) {
    this.fromDb = spec.fromDb ?? ((row) => row as unknown as Row);
    this.selectList = spec.select.join(', ');
  }

  async list(): Promise<Row[]> {
    const result = await query(this.pool, `SELECT ${this.selectList} FROM ${this.spec.table} ORDER BY id`);
    return result.rows.map(this.fromDb);
  }

  listJson(): Promise<JsonBody> {
    if (this.listCache) return this.listCache;
    const read = this.list().then((rows) => new JsonBody(Buffer.from(JSON.stringify(rows))));
    this.listCache = read;
    // A failed read is not kept: the next caller tries again (this caller gets the error).
    read.catch(() => {
      if (this.listCache === read) this.listCache = null;
    });
    return read;
  }

  async get(id: number): Promise<Row | undefined> {
    const result = await query(this.pool, `SELECT ${this.selectList} FROM ${this.spec.table} WHERE id = $1`, [id]);
    return this.first(result.rows);
  }

  forget(): void {
    this.listCache = null;
  }

  async create(input: Input): Promise<Row> {
    const columns = this.present(input);
    const values = columns.map((column) => (input as Record<string, unknown>)[column]);
    const text =
      columns.length === 0
        ? `INSERT INTO ${this.spec.table} DEFAULT VALUES RETURNING ${this.selectList}`
        : `INSERT INTO ${this.spec.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${this.selectList}`;
    const result = await query(this.pool, text, values);
    this.forget();
    const row = this.first(result.rows);
    if (!row) throw new Error(`${this.spec.table}: insert returned no row`);
    return row;
  }

  async update(id: number, input: Partial<Input>): Promise<Row | undefined> {
    const columns = this.present(input);
    if (columns.length === 0) return this.get(id);
    const values = columns.map((column) => (input as Record<string, unknown>)[column]);
    const result = await query(
      this.pool,
      `UPDATE ${this.spec.table} SET ${columns.map((column, i) => `${column} = $${i + 1}`).join(', ')} WHERE id = $${columns.length + 1} RETURNING ${this.selectList}`,
      [...values, id],
    );
    this.forget();
    return this.first(result.rows);
  }

  async delete(id: number): Promise<boolean> {
    const deleted = (await query(this.pool, `DELETE FROM ${this.spec.table} WHERE id = $1`, [id])).rowCount === 1;
    if (deleted) this.forget();
    return deleted;
  }

  protected first(rows: readonly PgRow[]): Row | undefined {
    const row = rows[0];
    return row ? this.fromDb(row) : undefined;
  }

  private present(input: Partial<Input>): (keyof Input & string)[] {
    return this.spec.columns.filter((column) => (input as Record<string, unknown>)[column] !== undefined);
  }
}
