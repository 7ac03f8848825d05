// The service's one rate limit, for every limited endpoint: the two forms (complaints book,
// consultation requests), the contact counts' beacons, the back office's passkey API (per sender)
// and failed sign-ins (per account). A fixed window per key, in memory, by
// rate-limiter-flexible's RateLimiterMemory: the service is one process, and a restart forgets the
// counts, which only ever lets someone in sooner. Each caller decides what counts (`hit`) and may
// ask without counting (`check`): a form counts only what it accepts, an account only its failures.
//
// The sender a limit counts is `senderOf`: an IPv4 address, or an IPv6 address's whole /64 (one
// household or server is given a /64 and can use any address in it), with X-Real-IP believed only
// from a trusted proxy. Every per-sender limit keys by it, so no endpoint can be flooded from the
// many addresses of one /64.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export interface RateLimitOptions {
  /** What a key may do in each window. */
  max: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Counts one for `key`; refused once `key` has done `max` in its window. */
  hit(key: string): Promise<Verdict>;
  /** Whether `key` has used up its window, without counting. */
  check(key: string): Promise<Verdict>;
}

const ALLOWED: Verdict = { allowed: true };

export function createRateLimit({ max, windowMs }: RateLimitOptions): RateLimit {
  const limiter = new RateLimiterMemory({ points: max, duration: windowMs / 1000 });
  const refused = (res: RateLimiterRes): Verdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return ALLOWED;
      } catch (error) {
        // The library rejects with its result when the key is past its points; anything else is a bug.
        if (error instanceof RateLimiterRes) return refused(error);
        throw error;
      }
    },
    async check(key) {
      const res = await limiter.get(key);
      // An ended window may still be held until its timer runs: it counts as none.
      return res && res.msBeforeNext > 0 && res.consumedPoints >= max ? refused(res) : ALLOWED;
    },
  };
}

const LOOPBACK = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];

/**
 * The sender a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one household
 * or server is given a whole /64, and can use any of its addresses), an IPv4-mapped IPv6 address as
 * its IPv4 address.
 */
export function senderKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The client's address. Behind nginx every request comes from the proxy, which passes the real
 * address in X-Real-IP: that header is believed only from a trusted proxy (loopback by default,
 * TRUSTED_PROXIES adds others), never from anyone else, who could write any address in it.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[] = LOOPBACK): string {
  let remote = "";
  try {
    remote = getConnInfo(c).remote.address ?? "";
  } catch {
    // Not on Node's server (app.request() in tests): no socket.
  }
  const forwarded = c.req.header("x-real-ip")?.trim();
  if (forwarded && (remote === "" || trustedProxies.includes(remote))) return forwarded;
  return remote || "unknown";
}

/** The sender of a request as every per-sender limit counts it (senderKey of clientAddress). */
export const senderOf = (c: Context, trustedProxies?: readonly string[]) => senderKey(clientAddress(c, trustedProxies));

/** The proxies whose X-Real-IP is believed: loopback, and TRUSTED_PROXIES (server/env.ts). */
export const withLoopback = (trustedProxies: readonly string[] = []) => [...LOOPBACK, ...trustedProxies];
