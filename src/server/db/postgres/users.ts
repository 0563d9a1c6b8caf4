// PostgreSQL users repository (db/users.ts for SQLite). Names compare
// without case (a unique index on lower(username)), as SQLite's NOCASE.
// Every request's guard looks its user up by id: those rows are cached
// until a write through any node (`forget()`, the bus).
import type { UserRow, UserStore } from '../users';
import { query, type PgPool } from './pool';

const COLUMNS = 'id, username, email, password_hash';
/** Users kept in the cache at most (a console has tens of users). */
const CACHE_LIMIT = 10_000;

export class PgUserRepository implements UserStore {
  private readonly byId = new Map<number, UserRow>();
  private generation = 0;

  constructor(private readonly pool: PgPool) {}

  async findByName(username: string): Promise<UserRow | undefined> {
    return (await query<UserRow & Record<string, unknown>>(this.pool, `SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username])).rows[0];
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const cached = this.byId.get(id);
    if (cached) return cached;
    const generation = this.generation;
    const row = (await query<UserRow & Record<string, unknown>>(this.pool, `SELECT ${COLUMNS} FROM users WHERE id = $1`, [id])).rows[0];
    if (row && generation === this.generation) {
      if (this.byId.size >= CACHE_LIMIT) this.byId.clear();
      this.byId.set(id, row);
    }
    return row;
  }

  async create(username: string, passwordHash: string, email: string | null = null): Promise<UserRow | undefined> {
    const result = await query<{ id: number }>(
      this.pool,
      'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
      [username, email, passwordHash],
    );
    const id = result.rows[0]?.id;
    return id === undefined ? undefined : { id, username, email, password_hash: passwordHash };
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await query(this.pool, 'UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, id]);
    this.forget();
  }

  forget(): void {
    this.generation += 1;
    this.byId.clear();
  }
}
