// Sign-in attempts allowed per window, by key ("ip:…" for an address, "staff:…" for an account).
// Not the complaints book's limiter (server/form-submission/rate-limit.ts): an account's limit counts
// only failures and must be checked before a passkey is verified, without counting (blocked()).
// In memory: the service is one process; a restart forgets the counts, which only ever lets a
// person in sooner (the passkey itself is what keeps others out).

export interface RateLimit {
  /** Counts one attempt; false when the key has used up its window. */
  hit(key: string): boolean;
  /** Whether the key has used up its window, without counting. */
  blocked(key: string): boolean;
  /** Seconds until the key's window ends. */
  retryAfter(key: string): number;
}

export function createRateLimit({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const at = now();
    const window = windows.get(key);
    if (window && at - window.start < windowMs) return window;
    // Forget ended windows as they are met, so the map does not grow with every address ever seen.
    if (windows.size > 10_000) for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
    const fresh = { start: at, count: 0 };
    windows.set(key, fresh);
    return fresh;
  };
  return {
    hit(key) {
      const window = current(key);
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
    blocked: (key) => current(key).count >= limit,
    retryAfter: (key) => Math.max(1, Math.ceil((current(key).start + windowMs - now()) / 1000)),
  };
}
