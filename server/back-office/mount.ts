// Mounts the back office into the service's app (server/start.ts passes this as `mount`), with its
// settings from the environment:
// - GESTION_ORIGIN: the exact origin staff open (https://www.example.pe); passkeys are bound to its
//   host. Else CLINIC_ORIGIN, else http://localhost:$PORT (development and tests).
// - GESTION_TRUST_PROXY=1: behind nginx, the client's address is nginx's X-Real-IP header.
import type { Context } from "hono";
import type { App } from "../app.ts";
import { loadComplaintsBook } from "../complaints/content.ts";
import type { Db } from "../db.ts";
import { API_BASE, createBackOffice } from "./app.ts";
import { BASE } from "./pages.ts";
import type { RelyingParty } from "./passkeys.ts";

export function relyingPartyFromEnv(env: Record<string, string | undefined> = process.env): RelyingParty {
  const origin = new URL(env.GESTION_ORIGIN || env.CLINIC_ORIGIN || `http://localhost:${Number(env.PORT) || 3000}`).origin;
  // The same default as app/config/site.ts (which reads the build's environment, not the server's).
  return { origin, rpID: new URL(origin).hostname, rpName: `${env.CLINIC_NAME || "Alborada Fertilidad"} · Gestión` };
}

export function mountBackOffice(app: App, { db, onAnswerQueued }: { db: Db | null; onAnswerQueued?: () => void }, env: Record<string, string | undefined> = process.env) {
  if (!db) return;
  const book = loadComplaintsBook();
  const rp = relyingPartyFromEnv(env);
  const trustProxy = env.GESTION_TRUST_PROXY === "1";
  const { pages, api } = createBackOffice({
    db,
    rp,
    clientAddress: (c: Context) =>
      (trustProxy ? c.req.header("x-real-ip") : undefined) ?? c.env?.incoming?.socket?.remoteAddress ?? "desconocida",
    onAnswerQueued,
    mailTexts: { clinicName: env.CLINIC_NAME || "Alborada Fertilidad", susalud: book.sheet.susalud },
    labels: { fields: book.form.fields, documentTypes: book.form.options.documentTypes, filedBy: book.form.options.filedBy },
  });
  app.route("/", pages);
  app.route(API_BASE, api);
  console.log(`Gestión del libro de reclamaciones: ${rp.origin}${BASE}/ (llaves de acceso para ${rp.rpID})`);
}
