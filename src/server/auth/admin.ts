// Makes sure the admin user exists (TRAXIS_ADMIN_USER / TRAXIS_ADMIN_PASSWORD).
import type { UserRepository } from '../db/users';
import { generatePassword, hashPassword, verifyPassword } from './password';

/** How the operator can sign in, for the start-up message. */
export type AdminSignIn =
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'from-env'; username: string }
  | { kind: 'existing'; username: string };

/**
 * Creates the admin on first start: with TRAXIS_ADMIN_PASSWORD, or with a
 * generated password that is returned so it can be printed once (only its
 * hash is stored). When TRAXIS_ADMIN_PASSWORD is set on a later start, the
 * admin's password is reset to it (the way to recover access).
 */
export async function ensureAdmin(users: UserRepository, username: string, password: string | undefined): Promise<AdminSignIn> {
  const existing = users.findByName(username);
  if (existing) {
    if (password === undefined) return { kind: 'existing', username: existing.username };
    if (!(await verifyPassword(password, existing.password_hash))) {
      users.setPasswordHash(existing.id, await hashPassword(password));
    }
    return { kind: 'from-env', username: existing.username };
  }
  if (password !== undefined) {
    users.create(username, await hashPassword(password));
    return { kind: 'from-env', username };
  }
  const generated = generatePassword();
  users.create(username, await hashPassword(generated));
  return { kind: 'generated', username, password: generated };
}
