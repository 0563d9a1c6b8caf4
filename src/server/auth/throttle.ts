// Throttles repeated failed logins per user name and address. Each attempt
// is counted before the password hash is checked (reserve), and released
// when the password was right.

export interface ThrottleOptions {
  /** Failures allowed inside the window before further attempts are refused. */
  maxFailures: number;
  windowMs: number;
}

export const LOGIN_THROTTLE: ThrottleOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; firstMs: number }>();

  constructor(
    private readonly options: ThrottleOptions = LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private key(username: string, address: string): string {
    return `${username.trim().toLowerCase()}\u0000${address}`;
  }

  /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfterMs(username: string, address: string): number {
    const entry = this.failures.get(this.key(username, address));
    if (!entry) return 0;
    const elapsed = this.now() - entry.firstMs;
    if (elapsed >= this.options.windowMs) {
      this.failures.delete(this.key(username, address));
      return 0;
    }
    return entry.count >= this.options.maxFailures ? this.options.windowMs - elapsed : 0;
  }

  /**
   * Counts an attempt as failed before its password is checked, so that
   * concurrent guesses cannot all pass the check before any failure is
   * recorded: 0 when the attempt may go ahead (and is now counted), else
   * the milliseconds until another attempt is allowed. A successful
   * attempt releases the count with `recordSuccess`.
   */
  reserve(username: string, address: string): number {
    const waitMs = this.retryAfterMs(username, address);
    if (waitMs > 0) return waitMs;
    this.recordFailure(username, address);
    return 0;
  }

  recordFailure(username: string, address: string): void {
    const key = this.key(username, address);
    const entry = this.failures.get(key);
    if (!entry || this.now() - entry.firstMs >= this.options.windowMs) {
      this.failures.set(key, { count: 1, firstMs: this.now() });
      if (this.failures.size > 100_000) this.prune();
    } else {
      entry.count += 1;
    }
  }

  /** A correct password: forgets the failures (and the reservation) of this name and address. */
  recordSuccess(username: string, address: string): void {
    this.failures.delete(this.key(username, address));
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.failures) {
      if (now - entry.firstMs >= this.options.windowMs) this.failures.delete(key);
    }
  }
}
