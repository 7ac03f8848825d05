// Random secrets (invitation tokens, session ids, CSRF tokens) and the hashes stored in their place:
// the database never holds a secret that would let whoever reads it act as someone.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url: fit for a URL fragment, a cookie or a form field. */
export const randomToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
