import type { Context } from "hono";

/**
 * A post another site's page made. Browsers say so in Sec-Fetch-Site (cross-site, or same-site
 * for another subdomain); older ones send an Origin that is neither this host nor the site's public
 * origin. A request with neither header is not a browser's cross-site post (a script can post
 * anyway: the sender and recipient limits are for that).
 */
export function isCrossSite(c: Context, origin?: string): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const from = c.req.header("origin");
  if (!from) return false;
  // `null`: a sandboxed or opaque page's, indistinguishable from our own page's under
  // `Referrer-Policy: no-referrer`, which is why no page that posts here uses that policy
  // (answer-page.tsx REFERRER_POLICY_SECRET_URL).
  if (from === "null") return true;
  if (origin && from === origin) return false;
  try {
    return new URL(from).host !== (c.req.header("host") ?? new URL(c.req.url).host);
  } catch {
    return true;
  }
}

/**
 * A request the site's own page made, shown positively: Sec-Fetch-Site: same-origin, or, from a
 * browser without it, an Origin that is this host or the site's public origin. A request with
 * neither header is not counted as the site's (the contact counts: a plain script says neither).
 */
export function isSameOrigin(c: Context, origin?: string): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site) return site === "same-origin";
  const from = c.req.header("origin");
  if (!from || from === "null") return false;
  if (origin && from === origin) return true;
  try {
    return new URL(from).host === (c.req.header("host") ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}
