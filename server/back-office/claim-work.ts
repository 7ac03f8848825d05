// One claim and its work (claims-routes.ts mounts them): its page, its print view, saving its work
// without sending anything, and recording its final answer (e-mailed when the person agreed).
import type { Context } from "hono";
import { z } from "zod";
import { undeliverable } from "#server/mail/outbox.ts";
import { audit } from "./audit.ts";
import { ClaimPage, type AnswerFormState } from "./claim-page.tsx";
import { ClaimPrintPage } from "./claim-print-page.tsx";
import { answerClaim, answerRecipient, findClaim, saveClaimWork } from "./claims.ts";
import {
  ANSWER_MAX,
  CLAIM_CODE,
  CLAIM_NOTE_MAX,
  CLAIMS_BASE,
  listStateFrom,
  listStateOf,
  type ClaimListState,
  type ClaimsQueue,
} from "./claims-queue.ts";
import { notFound, type Env } from "./context.ts";
import { page } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { textError } from "./wording.ts";

const answerInput = z.object({ respuesta: z.string().trim().min(1).max(ANSWER_MAX) });
const workInput = z.object({
  respuesta: z.string().max(ANSWER_MAX).optional().default(""),
  nota: z.string().max(CLAIM_NOTE_MAX).optional().default(""),
  revision: z.literal("si").optional(),
});
const notices: Record<string, string> = {
  respondido: "Respuesta guardada. El reclamo quedó como respondido.",
  guardado: "Guardado. La persona no recibió nada todavía.",
};
const ALREADY_ANSWERED = "Este reclamo ya tenía respuesta: no se cambió.";

const noClaim = (c: Context<Env>) => notFound(c, "No existe un reclamo con ese código.");
const claimOf = (queue: ClaimsQueue, code: string) => (CLAIM_CODE.test(code) ? findClaim(queue.db, code) : undefined);

/** The claim's page (audited), with a notice or the form's error, in the list's state. */
function showClaim(
  queue: ClaimsQueue,
  c: Context<Env>,
  code: string,
  extra: { notice?: string; form?: AnswerFormState; state?: ClaimListState } = {},
  status: 200 | 400 | 409 = 200,
) {
  const { db, now, options } = queue;
  const claim = claimOf(queue, code);
  if (!claim) return noClaim(c);
  audit(db, { action: "ver_reclamo", staffId: c.get("session").staffId, claimCode: claim.code }, now());
  const state = extra.state ?? {};
  const codes = queue.queueOf(c, { ...state, pagina: undefined }).codes;
  const at = codes.indexOf(claim.code);
  return c.html(
    page(ClaimPage, {
      session: c.get("session"),
      claim,
      labels: options.labels,
      recipient: answerRecipient(claim),
      ...extra,
      state,
      next: at >= 0 ? codes[at + 1] : undefined,
      now: new Date(now()),
      undelivered: undeliverable(db, { claimId: claim.id }),
    }),
    status,
  );
}

export const showClaimPage = (queue: ClaimsQueue) => (c: Context<Env>) => {
  const query = c.req.query();
  const notice = Object.keys(notices).find((key) => key in query);
  return showClaim(queue, c, c.req.param("code")!, { ...(notice ? { notice: notices[notice] } : {}), state: listStateOf(query) });
};

/** The sheet and its answer for paper (audited). */
export const printClaim = (queue: ClaimsQueue) => (c: Context<Env>) => {
  const claim = claimOf(queue, c.req.param("code")!);
  if (!claim) return noClaim(c);
  audit(queue.db, { action: "imprimir_reclamo", staffId: c.get("session").staffId, claimCode: claim.code }, queue.now());
  return c.html(page(ClaimPrintPage, { claim, labels: queue.options.labels, recipient: answerRecipient(claim) }));
};

/** «Guardar sin enviar»: the draft, the note and «en revisión»; nothing reaches the person. */
export const saveClaim = (queue: ClaimsQueue) => async (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const body = await c.req.parseBody();
  const state = listStateFrom(body.lista);
  const parsed = workInput.safeParse(body);
  if (!parsed.success) {
    const form = { value: String(body.respuesta ?? ""), error: "El borrador o la nota son demasiado largos." };
    return showClaim(queue, c, code, { state, form }, 400);
  }
  const work = { draft: parsed.data.respuesta, note: parsed.data.nota, inReview: parsed.data.revision === "si" };
  const saved = CLAIM_CODE.test(code) && saveClaimWork(queue.db, code, work, c.get("session").staffId, new Date(queue.now()));
  if (!saved) {
    if (!claimOf(queue, code)) return noClaim(c);
    return showClaim(queue, c, code, { state, notice: ALREADY_ANSWERED }, 409);
  }
  const query = listQuery(state);
  return c.redirect(`${CLAIMS_BASE}/${code}${query ? `${query}&guardado` : "?guardado"}`, 303);
};

/** «Guardar la respuesta»: the final answer, e-mailed when the person agreed. */
export const answerClaimRoute = (queue: ClaimsQueue) => async (c: Context<Env>) => {
  const { db, now, options } = queue;
  const code = c.req.param("code")!;
  const body = await c.req.parseBody();
  const state = listStateFrom(body.lista);
  const parsed = answerInput.safeParse(body);
  if (!parsed.success) {
    const value = String(body.respuesta ?? "");
    const error = textError("respuesta", value, ANSWER_MAX);
    return showClaim(queue, c, code, { form: { value, error }, state }, 400);
  }
  const result = CLAIM_CODE.test(code)
    ? answerClaim(db, code, parsed.data.respuesta, c.get("session").staffId, options.mailTexts, new Date(now()))
    : { status: "not-found" as const };
  if (result.status === "not-found") return noClaim(c);
  if (result.status === "already-answered") return showClaim(queue, c, code, { notice: ALREADY_ANSWERED, state }, 409);
  if (typeof body.nota === "string" || body.revision !== undefined) {
    // The note typed beside the final answer is kept too (the draft is now the answer).
    db.prepare("UPDATE claims SET internal_note = ?, draft_answer = NULL WHERE code = ?").run(
      typeof body.nota === "string" && body.nota.trim() ? body.nota.trim().slice(0, CLAIM_NOTE_MAX) : null,
      code,
    );
  }
  if (result.emailQueued) queue.wakeOutbox();
  return c.redirect(`${CLAIMS_BASE}/${code}?respondido`, 303);
};
