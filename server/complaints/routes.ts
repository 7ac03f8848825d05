// The complaints book's HTTP endpoint, mounted at /app/api/reclamaciones by server/app.ts.
// POST / takes a claim as JSON (the page's script) or as a plain form post (no JavaScript), with
// the defences of server/form-submission/form-route.ts (cross-site posts, the honeypot, the
// schema, one claim per submission, the sender's limit), checks it with the page's own schema,
// stores it with its e-mails in one transaction (the person's copy left out past the per-recipient
// limit), and answers only after COMMIT: 201 with the sheet (JSON, or a page). A repeat of the
// same submission answers the claim it already made, with its code.
import { isAcceptablePhone } from "#shared/clinic/phone.ts";
import type { Context } from "hono";
import {
  COMPLAINT_FIELDS,
  complaintErrors,
  complaintSchema,
  type ComplaintDraft,
} from "#shared/complaints-book/complaint-schema.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import type { ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import { loadComplaintsBook, messagesOf } from "./content.ts";
import { claimMails, sheetOf } from "./mails.tsx";
import { createPages } from "./pages.tsx";
import type { ServiceContext } from "#server/service-context.ts";
import {
  ANSWER_HEADERS,
  createFormRoute,
  NO_STORE,
  rateLimitOf,
  repeatSince,
  type FormServiceOptions,
} from "#server/form-submission/form-route.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { claimOfSubmission, storeClaim, type StoredClaim } from "./store.ts";
import { countContact } from "#server/contact-counts/store.ts";

/** The complaints book's page (app/pages/libro-de-reclamaciones.astro): where every claim comes from. */
const COMPLAINTS_BOOK_PAGE = "/app/libro-de-reclamaciones";

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

export interface ComplaintsOptions extends FormServiceOptions {
  book?: ComplaintsBook;
}

export function createComplaintsRoutes(
  { db, root, origin, trustedProxies, now, wakeOutbox }: ServiceContext,
  {
    book = loadComplaintsBook(),
    clinicEmail = clinic.email,
    maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
    rateLimit = rateLimitOf(20),
    recipientLimit = 3,
  }: ComplaintsOptions = {},
) {
  const pages = createPages(book, root);
  const messages = messagesOf(book);

  return createFormRoute({
    log: "reclamaciones",
    failure: book.form.failure,
    maxBodyBytes,
    rateLimit,
    trustedProxies,
    origin,
    pages,
    draftOf: (values): ComplaintDraft =>
      Object.fromEntries(COMPLAINT_FIELDS.filter((field) => field in values).map((field) => [field, values[field] as string])),
    check(draft) {
      const checked = complaintSchema(messages, limaDate(now()), { isPhone: isAcceptablePhone }).safeParse(draft);
      return checked.success ? checked : { success: false, errors: complaintErrors(checked.error) };
    },
    earlier: (key) => claimOfSubmission(db, key, repeatSince(now())),
    store(claim, submissionKey) {
      const { claim: record, repeated } = storeClaim(db, claim, (stored) => claimMails(book, stored, clinicEmail), now(), {
        submissionKey,
        repeatSince: repeatSince(now()),
        recipientLimit,
      });
      return { record, repeated };
    },
    accepted(stored) {
      // A line per claim, without personal data: the code is enough to find it.
      console.log(`reclamaciones: registrado ${stored.code}`);
      // The clinic's count of contacts: one more claim today, from the book's page (never throws).
      countContact(db, "reclamo", COMPLAINTS_BOOK_PAGE, now());
      wakeOutbox();
    },
    answer(c: Context, stored: StoredClaim, json: boolean) {
      const sheet = sheetOf(stored);
      return json ? c.json({ claim: sheet }, 201, NO_STORE) : c.html(pages.sheet(sheet), 201, ANSWER_HEADERS);
    },
  });
}
