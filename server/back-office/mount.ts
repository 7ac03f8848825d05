// Mounts the back office into the service's app (server/start.ts passes this as `mount`), with its
// settings from the environment:
// - GESTION_ORIGIN: the exact origin staff open (https://www.example.pe); passkeys are bound to its
//   host. Else CLINIC_ORIGIN, else http://localhost:$PORT (development and tests).
// The rest is the service's context (server/service-context.ts): its database, clock, build, the
// e-mails' origin, the outbox's wake-up, and the trusted proxies, whose rule for the client's
// address (X-Real-IP believed only from nginx) the sign-in limit shares.
import { clinic } from "#shared/clinic/facts.ts";
import type { App } from "#server/app.ts";
import { loadComplaintsBook } from "#server/complaints/content.ts";
import { loadConsultationContent } from "#server/consultations/content.ts";
import type { ServiceEnv } from "#server/env.ts";
import type { ServiceContext } from "#server/service-context.ts";
import { createBackOffice } from "./app.ts";
import type { BackOfficeOptions } from "./context.ts";
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
  service: ServiceContext | null,
  env: Pick<ServiceEnv, "backOffice">,
  { replica }: Pick<BackOfficeOptions, "replica"> = {},
) {
  if (!service) return;
  const book = loadComplaintsBook();
  const rp = relyingParty(env);
  const { pages, api } = createBackOffice(service, {
    rp,
    requests: loadConsultationContent(),
    pageName: pageNamesFrom(service.root),
    mailTexts: { clinicName: env.backOffice.clinicName, susalud: book.sheet.susalud },
    labels: { fields: book.form.fields, documentTypes: book.form.options.documentTypes, filedBy: book.form.options.filedBy },
    agenda: { videoRoomTemplate: clinic.videoRoomUrl },
    replica,
  });
  app.route("/", pages);
  app.route(API_BASE, api);
  // Not the origin followed by a path: the service's tests read the port from the first such URL.
  console.log(
    `Gestión del libro de reclamaciones y de las solicitudes de consulta en ${BASE}/, con llaves de acceso del origen ${rp.origin}`,
  );
}
