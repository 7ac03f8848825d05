// What every concern of the service is handed (the complaints book, the requests, the booking, the
// count of contacts, health, the back office): built once, by server/app.ts from what start.ts read
// in the environment, or by a test with its own clock and database. The defaults are written here
// and nowhere else; each concern's own options (its limits, its clinic address, its texts) stay
// with its routes.
import path from "node:path";
import { clinic } from "#shared/clinic/facts.ts";
import type { Db } from "#server/db.ts";
import { withLoopback } from "#server/rate-limit.ts";

export interface ServiceContext {
  /** The service's one database (server/db.ts). */
  db: Db;
  /** The build's client directory: the answer pages link its stylesheet, the counts check its pages. */
  root: string;
  /** The site's public origin (CLINIC_ORIGIN): posts from it are same-site even behind a proxy. */
  origin?: string;
  /** The public origin the e-mails' and the feeds' links start with (CLINIC_ORIGIN, else this machine). */
  linkOrigin: string;
  /** The clock: tests move it. */
  now: () => Date;
  /** The proxies whose X-Real-IP is believed (TRUSTED_PROXIES and the loopback): the senders' limits. */
  trustedProxies: string[];
  /** Called after an e-mail is committed to the outbox: wakes its delivery (server/mail/outbox.ts). */
  wakeOutbox: () => void;
}

/**
 * The service's context: `settings` over the defaults (the build in ./build/client, the real clock,
 * the loopback as the only proxy, no outbox to wake). A setting given as undefined keeps its default.
 */
export function serviceContext(settings: Partial<ServiceContext> & Pick<ServiceContext, "db">): ServiceContext {
  const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  return {
    root: path.resolve("build/client"),
    linkOrigin: clinic.origin,
    now: () => new Date(),
    trustedProxies: withLoopback(),
    wakeOutbox: () => {},
    ...given,
    db: settings.db,
  };
}
