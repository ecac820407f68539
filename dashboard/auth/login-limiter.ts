// Rate limit for login attempts, per client address: at most `max` failed attempts in a
// sliding window; beyond that every attempt is refused (429 with Retry-After) until the
// oldest failure leaves the window. A success does not reset the count, so guessing between
// real logins gains nothing.
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly max = 10, private readonly windowMs = 5 * 60_000, private readonly now: () => number = Date.now) {}

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfter(client: string): number {
    const list = this.recent(client);
    if (list.length < this.max) return 0;
    return Math.max(1, Math.ceil((list[0] + this.windowMs - this.now()) / 1000));
  }

  fail(client: string): void {
    const list = this.recent(client);
    list.push(this.now());
    this.failures.set(client, list);
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }

  private recent(client: string): number[] {
    const t = this.now();
    return (this.failures.get(client) ?? []).filter((at) => at > t - this.windowMs);
  }
}
