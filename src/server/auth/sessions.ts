// Access and refresh tokens: issued at sign-in, rotated on refresh (the used
// refresh token is revoked; replaying a revoked one revokes all of that
// user's tokens), revoked at logout.
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, type RefreshResponse } from '../../protocol/auth';
import type { TokenStore } from '../db/tokens';
import { signToken, verifyToken, type TokenClaims } from './jwt';

const nowS = (): number => Math.floor(Date.now() / 1000);

export class Sessions {
  constructor(
    private readonly secret: Buffer,
    private readonly tokens: TokenStore,
  ) {}

  /** A new access/refresh pair for a user. */
  async issue(userId: number): Promise<RefreshResponse> {
    const iat = nowS();
    const access = signToken(this.secret, { sub: userId, type: 'access', jti: randomUUID(), iat, exp: iat + ACCESS_TOKEN_TTL_S });
    const refreshClaims: TokenClaims = { sub: userId, type: 'refresh', jti: randomUUID(), iat, exp: iat + REFRESH_TOKEN_TTL_S };
    await this.tokens.add(refreshClaims.jti, userId, refreshClaims.exp);
    return { access, refresh: signToken(this.secret, refreshClaims) };
  }

  /** The user id of a valid access token, or null. */
  verifyAccess(token: string): number | null {
    return verifyToken(this.secret, token, 'access', nowS())?.sub ?? null;
  }

  /** Revokes the refresh token and issues a new pair; null if the token is not live. */
  async rotate(refreshToken: string): Promise<{ userId: number; pair: RefreshResponse } | null> {
    const claims = verifyToken(this.secret, refreshToken, 'refresh', nowS());
    if (!claims) return null;
    if (!(await this.tokens.consume(claims.jti, nowS()))) {
      // A revoked token presented again: treat the session as stolen.
      await this.tokens.revokeAllOf(claims.sub, nowS());
      return null;
    }
    return { userId: claims.sub, pair: await this.issue(claims.sub) };
  }

  /** Revokes a refresh token if it is one of ours. */
  async revoke(refreshToken: string): Promise<void> {
    const claims = verifyToken(this.secret, refreshToken, 'refresh', nowS());
    if (claims) await this.tokens.consume(claims.jti, nowS());
  }
}
