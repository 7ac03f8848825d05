// The complaints book's claims in the back office: the queue, one claim, its work (draft, note,
// «en revisión»), its answer, its print view, the CSV. Only for accounts whose role sees claims
// (accounts.ts); for the others these paths do not exist.
import { undeliverable } from "#server/mail/outbox.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { seesClaims } from "./accounts.ts";
import { audit } from "./audit.ts";
import { ANSWER_MAX, CLAIM_NOTE_MAX, CLAIMS_BASE, detailPage, listPage, printPage, type ClaimListState } from "./claim-pages.ts";
import {
  answerClaim,
  answerRecipient,
  claimCounts,
  claimQueue,
  claimsDue,
  EXPORT_HEADER,
  exportRows,
  findClaim,
  KIND_LABELS,
  saveClaimWork,
} from "./claims.ts";
import { contactActions } from "./contact.ts";
import { notFound, onlyFor, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { toCsv } from "./csv.ts";
import { endOfLimaDay, limaInstant, sayDue } from "./deadlines.ts";
import { BASE } from "./pages.ts";
import { listStateReader, queueFields } from "./list-state.ts";
import { listQuery } from "./request-pages.ts";
import { matcher, SEARCH_MAX } from "./requests.ts";
import { recallSearch, rememberSearch } from "./searches.ts";

const CLAIM_CODE = /^\d{6}-\d{4}$/;
const answerInput = z.object({ respuesta: z.string().trim().min(1).max(ANSWER_MAX) });
const workInput = z.object({
  respuesta: z.string().max(ANSWER_MAX).optional().default(""),
  nota: z.string().max(CLAIM_NOTE_MAX).optional().default(""),
  revision: z.literal("si").optional(),
});

const listStateSchema = z.object({
  estado: z.enum(["abiertos", "pendiente", "en-revision", "respondido"]).optional().catch(undefined),
  tipo: z.enum(["reclamo", "queja"]).optional().catch(undefined),
  ...queueFields,
});
const { of: listStateOf, from: listStateFrom } = listStateReader<ClaimListState>(listStateSchema);

export function claimsConcern({ service, db, now, options, dayEnds }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.use(`${CLAIMS_BASE}/*`, onlyFor(seesClaims));
  routes.use(`${BASE}/exportar.csv`, onlyFor(seesClaims));

  const searchOf = (c: Context<Env>, state: ClaimListState) => recallSearch(c.get("session").idHash, state.b);
  const queueOf = (c: Context<Env>, state: ClaimListState) => {
    const q = searchOf(c, state);
    return claimQueue(db, { stage: state.estado, kind: state.tipo, page: state.pagina }, q ? matcher(q) : undefined);
  };

  routes.get(CLAIMS_BASE, (c) => c.redirect(`${CLAIMS_BASE}/`, 301));
  routes.get(`${CLAIMS_BASE}/`, (c) => {
    const session = c.get("session");
    const state = listStateOf(c.req.query());
    const search = searchOf(c, state);
    audit(db, { action: "ver_lista", staffId: session.staffId }, now());
    const at = new Date(now());
    return c.html(
      listPage(session, queueOf(c, state), {
        state,
        counts: claimCounts(db, limaDate(at)),
        search,
        searchLost: state.b !== undefined && search === undefined,
        now: at,
      }),
    );
  });

  routes.post(`${CLAIMS_BASE}/buscar`, async (c) => {
    const body = await c.req.parseBody();
    const state = listStateFrom(body.lista);
    const q = typeof body.q === "string" ? body.q.trim().slice(0, SEARCH_MAX) : "";
    const b = q ? rememberSearch(c.get("session").idHash, q) : undefined;
    return c.redirect(`${CLAIMS_BASE}/${listQuery({ ...state, b, pagina: undefined })}`, 303);
  });

  const noClaim = (c: Context<Env>) => notFound(c, "No existe un reclamo con ese código.");
  const showClaim = (
    c: Context<Env>,
    code: string,
    extra: { notice?: string; form?: { value?: string; error?: string }; state?: ClaimListState } = {},
    status: 200 | 400 | 409 = 200,
  ) => {
    const claim = CLAIM_CODE.test(code) ? findClaim(db, code) : undefined;
    if (!claim) return noClaim(c);
    audit(db, { action: "ver_reclamo", staffId: c.get("session").staffId, claimCode: claim.code }, now());
    const state = extra.state ?? {};
    const codes = queueOf(c, { ...state, pagina: undefined }).codes;
    const at = codes.indexOf(claim.code);
    return c.html(
      detailPage(
        c.get("session"),
        claim,
        options.labels,
        { recipient: answerRecipient(claim), ...extra, state, next: at >= 0 ? codes[at + 1] : undefined },
        new Date(now()),
        undeliverable(db, { claimId: claim.id }),
      ),
      status,
    );
  };

  const notices: Record<string, string> = {
    respondido: "Respuesta guardada. El reclamo quedó como respondido.",
    guardado: "Guardado. La persona no recibió nada todavía.",
  };
  routes.get(`${CLAIMS_BASE}/:code`, (c) => {
    const query = c.req.query();
    const notice = Object.keys(notices).find((key) => key in query);
    return showClaim(c, c.req.param("code"), { ...(notice ? { notice: notices[notice] } : {}), state: listStateOf(query) });
  });

  routes.get(`${CLAIMS_BASE}/:code/imprimir`, (c) => {
    const code = c.req.param("code");
    const claim = CLAIM_CODE.test(code) ? findClaim(db, code) : undefined;
    if (!claim) return noClaim(c);
    audit(db, { action: "imprimir_reclamo", staffId: c.get("session").staffId, claimCode: claim.code }, now());
    return c.html(printPage(claim, options.labels, answerRecipient(claim)));
  });

  routes.post(`${CLAIMS_BASE}/:code/trabajo`, async (c) => {
    const code = c.req.param("code");
    const body = await c.req.parseBody();
    const state = listStateFrom(body.lista);
    const parsed = workInput.safeParse(body);
    if (!parsed.success)
      return showClaim(
        c,
        code,
        { state, form: { value: String(body.respuesta ?? ""), error: "El borrador o la nota son demasiado largos." } },
        400,
      );
    const saved =
      CLAIM_CODE.test(code) &&
      saveClaimWork(
        db,
        code,
        { draft: parsed.data.respuesta, note: parsed.data.nota, inReview: parsed.data.revision === "si" },
        c.get("session").staffId,
        new Date(now()),
      );
    if (!saved) {
      if (!CLAIM_CODE.test(code) || !findClaim(db, code)) return noClaim(c);
      return showClaim(c, code, { state, notice: "Este reclamo ya tenía respuesta: no se cambió." }, 409);
    }
    const query = listQuery(state);
    return c.redirect(`${CLAIMS_BASE}/${code}${query ? `${query}&guardado` : "?guardado"}`, 303);
  });

  routes.post(`${CLAIMS_BASE}/:code/respuesta`, async (c) => {
    const code = c.req.param("code");
    const body = await c.req.parseBody();
    const state = listStateFrom(body.lista);
    const parsed = answerInput.safeParse(body);
    if (!parsed.success) {
      const value = String(body.respuesta ?? "");
      const error = value.trim()
        ? `La respuesta puede tener como máximo ${ANSWER_MAX} caracteres.`
        : "Escribe la respuesta antes de guardarla.";
      return showClaim(c, code, { form: { value, error }, state }, 400);
    }
    const result = CLAIM_CODE.test(code)
      ? answerClaim(db, code, parsed.data.respuesta, c.get("session").staffId, options.mailTexts, new Date(now()))
      : { status: "not-found" as const };
    if (result.status === "not-found") return noClaim(c);
    if (result.status === "already-answered")
      return showClaim(c, code, { notice: "Este reclamo ya tenía respuesta: no se cambió.", state }, 409);
    if (typeof body.nota === "string" || body.revision !== undefined) {
      // The note typed beside the final answer is kept too (the draft is now the answer).
      db.prepare("UPDATE claims SET internal_note = ?, draft_answer = NULL WHERE code = ?").run(
        typeof body.nota === "string" && body.nota.trim() ? body.nota.trim().slice(0, CLAIM_NOTE_MAX) : null,
        code,
      );
    }
    if (result.emailQueued) service.wakeOutbox();
    return c.redirect(`${CLAIMS_BASE}/${code}?respondido`, 303);
  });

  routes.get(`${BASE}/exportar.csv`, (c) => {
    audit(db, { action: "exportar_csv", staffId: c.get("session").staffId }, now());
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(EXPORT_HEADER, exportRows(db)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="libro-de-reclamaciones-${day}.csv"`,
    });
  });

  return {
    routes,
    menu: ({ role }) => (seesClaims(role) ? [{ href: `${CLAIMS_BASE}/`, label: "Reclamos", primary: true }] : []),
    today: (session, at, limit) =>
      seesClaims(session.role)
        ? claimsDue(db, limaDate(new Date(endOfLimaDay(at))), limit).map((claim) => {
            const due = limaInstant(claim.deadline, dayEnds(claim.deadline));
            const { label, overdue } = sayDue(due, at, true);
            return {
              due,
              kind: KIND_LABELS[claim.kind],
              code: claim.code,
              name: claim.name,
              about: `${claim.service}${claim.inReviewAt ? " · en revisión" : ""}`,
              href: `${CLAIMS_BASE}/${claim.code}?estado=abiertos`,
              dueLabel: label,
              overdue,
              actions: contactActions(claim.phone, claim.email),
            };
          })
        : [],
  };
}
