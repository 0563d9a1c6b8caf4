// The admin user on a real SQLite file in a temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { UserRepository } from '../db/users';
import { ensureAdmin } from './admin';
import { verifyPassword } from './password';

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-admin-'));
  dirs.push(dir);
  return join(dir, 'data');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('ensureAdmin', () => {
  it('generates a password on first start, stores only its hash, and keeps the admin across restarts', async () => {
    const dataDir = freshDataDir();
    let db = openDatabase(dataDir);
    const first = await ensureAdmin(new UserRepository(db), 'admin', undefined);
    expect(first.kind).toBe('generated');
    if (first.kind !== 'generated') return;
    expect(first.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const row = await new UserRepository(db).findByName('admin');
    expect(row?.password_hash).not.toContain(first.password);
    expect(await verifyPassword(first.password, row?.password_hash ?? '')).toBe(true);
    db.close();

    db = openDatabase(dataDir);
    const second = await ensureAdmin(new UserRepository(db), 'admin', undefined);
    expect(second).toEqual({ kind: 'existing', username: 'admin' });
    expect(await verifyPassword(first.password, (await new UserRepository(db).findByName('admin'))?.password_hash ?? '')).toBe(true);
    db.close();
  });

  it('uses TRAXIS_ADMIN_PASSWORD, and resets the password to it on a later start', async () => {
    const db = openDatabase(freshDataDir());
    const users = new UserRepository(db);
    expect(await ensureAdmin(users, 'admin', 'first-pass')).toEqual({ kind: 'from-env', username: 'admin' });
    await ensureAdmin(users, 'admin', 'second-pass');
    const hash = (await users.findByName('admin'))?.password_hash ?? '';
    expect(await verifyPassword('second-pass', hash)).toBe(true);
    expect(await verifyPassword('first-pass', hash)).toBe(false);
    db.close();
  });

  it('opens the database in WAL mode with foreign keys and records migrations once', () => {
    const dataDir = freshDataDir();
    const db = openDatabase(dataDir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
    const again = openDatabase(dataDir);
    expect(again.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: MIGRATIONS.length });
    again.close();
  });

  it('of two nodes creating the admin at once, one generates the password and the other finds it', async () => {
    const db = openDatabase(freshDataDir());
    try {
      const users = new UserRepository(db);
      const both = await Promise.all([ensureAdmin(users, 'admin', undefined), ensureAdmin(users, 'admin', undefined)]);
      expect(both.map((signIn) => signIn.kind).sort()).toEqual(['existing', 'generated']);
      const generated = both.find((signIn) => signIn.kind === 'generated');
      const row = await users.findByName('admin');
      expect(generated?.kind === 'generated' && (await verifyPassword(generated.password, row?.password_hash ?? ''))).toBe(true);
    } finally {
      db.close();
    }
  });
});
