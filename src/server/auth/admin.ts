// Makes sure the admin user exists (TRAXIS_ADMIN_USER / TRAXIS_ADMIN_PASSWORD).
import type { UserStore } from '../db/users';
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
export async function ensureAdmin(users: UserStore, username: string, password: string | undefined): Promise<AdminSignIn> {
  const existing = await users.findByName(username);
  if (existing) {
    if (password === undefined) return { kind: 'existing', username: existing.username };
    if (!(await verifyPassword(password, existing.password_hash))) {
      await users.setPasswordHash(existing.id, await hashPassword(password));
    }
    return { kind: 'from-env', username: existing.username };
  }
  const chosen = password ?? generatePassword();
  // Another node starting on the same database may have created it meanwhile: then its password stands.
  if (!(await users.create(username, await hashPassword(chosen)))) return ensureAdmin(users, username, password);
  return password === undefined ? { kind: 'generated', username, password: chosen } : { kind: 'from-env', username };
}
