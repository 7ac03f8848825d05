// Mounts the back office into the service's app (server/start.ts passes this as `mount`), with its
// settings from the environment:
// - GESTION_ORIGIN: the exact origin staff open (https://www.example.pe); passkeys are bound to its
//   host. Else CLINIC_ORIGIN, else http://localhost:$PORT (development and tests).
// - TRUSTED_PROXIES: as for the complaints book, whose rule for the client's address (X-Real-IP
//   believed only from nginx) the sign-in limit shares.
import type { App } from "../app.ts";
import { loadComplaintsBook } from "../complaints/content.ts";
import { clientAddress, trustedProxiesFromEnv } from "../complaints/rate-limit.ts";
import type { Db } from "../db.ts";
import { API_BASE, createBackOffice } from "./app.ts";
import { BASE } from "./pages.ts";
import type { RelyingParty } from "./passkeys.ts";

export function relyingPartyFromEnv(env: Record<string, string | undefined> = process.env): RelyingParty {
  const origin = new URL(env.GESTION_ORIGIN || env.CLINIC_ORIGIN || `http://localhost:${Number(env.PORT) || 3000}`).origin;
  // The same default as app/config/site.ts (which reads the build's environment, not the server's).
  return { origin, rpID: new URL(origin).hostname, rpName: `${env.CLINIC_NAME || "Alborada Fertilidad"} · Gestión` };
}

export function mountBackOffice(
  app: App,
  { db, onAnswerQueued }: { db: Db | null; onAnswerQueued?: () => void },
  env: Record<string, string | undefined> = process.env,
) {
  if (!db) return;
  const book = loadComplaintsBook();
  const rp = relyingPartyFromEnv(env);
  const trustedProxies = trustedProxiesFromEnv(env);
  const { pages, api } = createBackOffice({
    db,
    rp,
    clientAddress: (c) => clientAddress(c, trustedProxies),
    onAnswerQueued,
    mailTexts: { clinicName: env.CLINIC_NAME || "Alborada Fertilidad", susalud: book.sheet.susalud },
    labels: { fields: book.form.fields, documentTypes: book.form.options.documentTypes, filedBy: book.form.options.filedBy },
  });
  app.route("/", pages);
  app.route(API_BASE, api);
  // Not the origin followed by a path: the service's tests read the port from the first such URL.
  console.log(`Gestión del libro de reclamaciones en ${BASE}/, con llaves de acceso del origen ${rp.origin}`);
}
