// Mounts the back office into the service's app (server/start.ts passes this as `mount`), with its
// settings from the environment:
// - GESTION_ORIGIN: the exact origin staff open (https://www.example.pe); passkeys are bound to its
//   host. Else CLINIC_ORIGIN, else http://localhost:$PORT (development and tests).
// - TRUSTED_PROXIES: as for the complaints book, whose rule for the client's address (X-Real-IP
//   believed only from nginx) the sign-in limit shares.
import { clinic } from "#shared/clinic/facts.ts";
import type { App } from "#server/app.ts";
import { loadComplaintsBook } from "#server/complaints/content.ts";
import { loadConsultationContent } from "#server/consultations/content.ts";
import { clientAddress, withLoopback } from "#server/rate-limit.ts";
import type { ServiceEnv } from "#server/env.ts";
import type { Db } from "#server/db.ts";
import { createBackOffice } from "./app.ts";
import { pageNamesFrom } from "./page-names.ts";
import { API_BASE } from "./passkey-routes.ts";
import { BASE } from "./paths.ts";
import type { RelyingParty } from "./passkeys.ts";

/** The passkeys' relying party: the back office's origin (server/env.ts) and the clinic's name. */
export function relyingParty({ backOffice }: Pick<ServiceEnv, "backOffice">): RelyingParty {
  const { origin, clinicName } = backOffice;
  return { origin, rpID: new URL(origin).hostname, rpName: `${clinicName} · Gestión` };
}

export function mountBackOffice(
  app: App,
  { db, onAnswerQueued }: { db: Db | null; onAnswerQueued?: () => void },
  env: Pick<ServiceEnv, "backOffice" | "trustedProxies" | "siteRoot" | "booking">,
) {
  if (!db) return;
  const book = loadComplaintsBook();
  const rp = relyingParty(env);
  const trustedProxies = withLoopback(env.trustedProxies);
  const { pages, api } = createBackOffice({
    db,
    rp,
    clientAddress: (c) => clientAddress(c, trustedProxies),
    onAnswerQueued,
    requests: loadConsultationContent(),
    pageName: pageNamesFrom(env.siteRoot),
    mailTexts: { clinicName: env.backOffice.clinicName, susalud: book.sheet.susalud },
    labels: { fields: book.form.fields, documentTypes: book.form.options.documentTypes, filedBy: book.form.options.filedBy },
    agenda: { origin: env.booking.linkOrigin, onStored: onAnswerQueued, videoRoomTemplate: clinic.videoRoomUrl },
  });
  app.route("/", pages);
  app.route(API_BASE, api);
  // Not the origin followed by a path: the service's tests read the port from the first such URL.
  console.log(
    `Gestión del libro de reclamaciones y de las solicitudes de consulta en ${BASE}/, con llaves de acceso del origen ${rp.origin}`,
  );
}
