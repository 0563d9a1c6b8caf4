// Users repository: the only place that writes SQL for users.
import type { Db } from './database';

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  findByName(username: string): UserRow | undefined {
    return this.db
      .prepare<[string], UserRow>('SELECT id, username, email, password_hash FROM users WHERE username = ?')
      .get(username);
  }

  create(username: string, passwordHash: string, email: string | null = null): UserRow {
    const result = this.db
      .prepare('INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)')
      .run(username, email, passwordHash);
    return { id: Number(result.lastInsertRowid), username, email, password_hash: passwordHash };
  }

  setPasswordHash(id: number, passwordHash: string): void {
    this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }
}
