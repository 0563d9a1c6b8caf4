// Users repository: the only place that writes SQL for users.
import type { Db } from './database';

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
}

export interface UserStore {
  findByName(username: string): Promise<UserRow | undefined>;
  findById(id: number): Promise<UserRow | undefined>;
  /** Creates a user; resolves to undefined when the name is taken. */
  create(username: string, passwordHash: string, email?: string | null): Promise<UserRow | undefined>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
}

const COLUMNS = 'id, username, email, password_hash';

export class UserRepository implements UserStore {
  /** Every request's guard looks its user up: prepared once. */
  private readonly byId;

  constructor(private readonly db: Db) {
    this.byId = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = ?`);
  }

  async findByName(username: string): Promise<UserRow | undefined> {
    return this.db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM users WHERE username = ?`).get(username);
  }

  async findById(id: number): Promise<UserRow | undefined> {
    return this.byId.get(id);
  }

  async create(username: string, passwordHash: string, email: string | null = null): Promise<UserRow | undefined> {
    const result = this.db
      .prepare('INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?) ON CONFLICT(username) DO NOTHING')
      .run(username, email, passwordHash);
    if (result.changes === 0) return undefined;
    return { id: Number(result.lastInsertRowid), username, email, password_hash: passwordHash };
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }
}
