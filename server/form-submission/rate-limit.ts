// A per-address limit on submissions, in memory (one process; a restart forgets it, which is
// fine for stopping floods). A refused submission is answered 429 with a message, and the form
// keeps what was typed: a real claim is delayed, never dropped silently.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export interface RateLimitOptions {
  /** Submissions allowed per address in each window. */
  max: number;
  windowMs: number;
}

export function createRateLimit({ max, windowMs }: RateLimitOptions, now = () => Date.now()) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return function hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const time = now();
    // Forget finished windows now and then, so the map does not grow with every address seen.
    if (time - lastSweep > windowMs) {
      for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
      lastSweep = time;
    }
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    if (window.count <= max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((window.start + windowMs - time) / 1000) };
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

/** The proxies whose X-Real-IP is believed: loopback, and TRUSTED_PROXIES (server/env.ts). */
export const withLoopback = (trustedProxies: readonly string[] = []) => [...LOOPBACK, ...trustedProxies];
