// Signed JWTs (HS256, node:crypto) and the secret kept in the data folder.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MetaStore } from '../db/meta';

export const JWT_SECRET_FILE = 'jwt-secret';

/** Reads the signing secret from the data folder, generating it on first start. */
export function loadJwtSecret(dataDir: string): Buffer {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(64);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

const SHARED_SECRET_KEY = 'jwt_secret';

/**
 * The signing secret kept in a shared database (PostgreSQL), so that tokens
 * one node signs verify on every node: the first node to start generates it.
 */
export async function sharedJwtSecret(meta: MetaStore): Promise<Buffer> {
  await meta.claim(SHARED_SECRET_KEY, randomBytes(64).toString('hex'));
  const secret = Buffer.from((await meta.get(SHARED_SECRET_KEY)) ?? '', 'hex');
  if (secret.length < 32) throw new Error('the shared token signing secret in the database is too short');
  return secret;
}

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  /** User id. */
  sub: number;
  type: TokenType;
  /** Unique id (refresh tokens are tracked by it). */
  jti: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
  /** Session id: the chain of refresh tokens (and their access tokens) started by one sign-in. */
  sid?: string;
}

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(secret: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'number' &&
    (claims.type === 'access' || claims.type === 'refresh') &&
    typeof claims.jti === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    (claims.sid === undefined || typeof claims.sid === 'string')
  );
}

/** The claims of a well-signed, unexpired token of the given type, or null. */
export function verifyToken(secret: Buffer, token: string, type: TokenType, nowS: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.type !== type || claims.exp <= nowS) return null;
  return claims;
}
