// One request of the queue and its work (requests-routes.ts mounts them): its page, its single form
// (note, state, who handles it, in one save), and the older separate saves of a state or a note.
import type { Context } from "hono";
import { z } from "zod";
import { undeliverable } from "#server/mail/outbox.ts";
import { appointmentsOfRequest } from "./agenda/book-request.ts";
import { audit } from "./audit.ts";
import { notFound, type Env } from "./context.ts";
import { page } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { RequestPage } from "./request-page.tsx";
import { textError, tooLongText } from "./wording.ts";
import {
  addNote,
  changeState,
  findRequest,
  NOTE_MAX,
  REQUEST_CODE,
  REQUEST_STATES,
  requestDue,
  requestNotes,
  saveRequestWork,
  type RequestState,
} from "./requests.ts";
import { listStateFrom, listStateOf, REQUESTS_BASE, type ListState, type RequestsQueue } from "./requests-queue.ts";

const stateInput = z.object({ estado: z.enum(REQUEST_STATES) });
const noteInput = z.object({ nota: z.string().trim().min(1).max(NOTE_MAX) });
const workInput = z.object({
  nota: z.string().trim().max(NOTE_MAX).optional().default(""),
  estado: z.enum(REQUEST_STATES),
  atiende: z
    .union([z.literal(""), z.coerce.number().int().positive()])
    .optional()
    .default(""),
  luego: z.enum(["quedarse", "siguiente"]).optional().default("quedarse"),
});
const saved: Record<string, string> = { estado: "Estado guardado.", nota: "Nota guardada.", todo: "Guardado." };

const noRequest = (c: Context<Env>) => notFound(c, "No existe una solicitud con ese código.");
const known = (db: RequestsQueue["db"], code: string) => REQUEST_CODE.test(code) && Boolean(findRequest(db, code));

/** The request's page (audited), with a notice or the note's error, in the list's state. */
function showRequest(
  queue: RequestsQueue,
  c: Context<Env>,
  code: string,
  state: ListState,
  extra: { notice?: string; noteError?: string } = {},
  status: 200 | 400 = 200,
) {
  const { db, now, rule } = queue;
  const request = REQUEST_CODE.test(code) ? findRequest(db, code) : undefined;
  if (!request) return noRequest(c);
  audit(db, { action: "ver_consulta", staffId: c.get("session").staffId, requestCode: request.code }, now());
  const codes = queue.codesOf(c, state);
  const at = codes.indexOf(request.code);
  return c.html(
    page(RequestPage, {
      session: c.get("session"),
      request,
      notes: requestNotes(db, request.id),
      content: queue.content,
      state,
      next: at >= 0 ? codes[at + 1] : undefined,
      handlers: queue.handlers(),
      due: requestDue({ state: request.state, createdAt: request.created_at, stateChangedAt: request.state_changed_at }, rule),
      now: new Date(now()),
      undelivered: undeliverable(db, { requestId: request.id }),
      appointments: appointmentsOfRequest(db, request.id),
      ...extra,
    }),
    status,
  );
}

export const showRequestPage = (queue: RequestsQueue) => (c: Context<Env>) => {
  const done = c.req.query("guardado");
  return showRequest(
    queue,
    c,
    c.req.param("code")!,
    listStateOf(c.req.query()),
    done && saved[done] ? { notice: saved[done] } : {},
  );
};

/** The single form: note, state and who handles it, in one save; then this request again, or the next one of the same list. */
export const saveRequest = (queue: RequestsQueue) => async (c: Context<Env>) => {
  const { db, now } = queue;
  const code = c.req.param("code")!;
  const body = await c.req.parseBody();
  const state = listStateFrom(body.lista);
  if (!known(db, code)) return noRequest(c);
  const parsed = workInput.safeParse(body);
  if (!parsed.success) {
    const tooLong = typeof body.nota === "string" && body.nota.trim().length > NOTE_MAX;
    const extra = tooLong
      ? { noteError: tooLongText("nota", NOTE_MAX) }
      : { notice: "Elige un estado y una persona de las listas." };
    return showRequest(queue, c, code, state, extra, 400);
  }
  const { nota, estado, atiende, luego } = parsed.data;
  const handlerId = atiende === "" ? null : atiende;
  if (handlerId !== null && !queue.handlers().some(([id]) => id === handlerId))
    return showRequest(queue, c, code, state, { notice: "Elige una persona de la lista." }, 400);
  const work = { state: estado as RequestState, handlerId, note: nota || undefined };
  // «Siguiente» is the next of the list as it was before this save: a save that moves the request
  // in the list (a new state, a new due time) must not skip the ones after it.
  const before = luego === "siguiente" ? queue.codesOf(c, state) : [];
  saveRequestWork(db, code, work, c.get("session").staffId, now());
  if (luego === "siguiente") {
    const next = before[before.indexOf(code) + 1];
    if (next) return c.redirect(`${REQUESTS_BASE}/${next}${listQuery(state)}`, 303);
  }
  return c.redirect(`${REQUESTS_BASE}/${code}${listQuery(state, { guardado: "todo" })}`, 303);
};

/** A state alone. */
export const saveRequestState = (queue: RequestsQueue) => async (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const parsed = stateInput.safeParse(await c.req.parseBody());
  if (!known(queue.db, code)) return noRequest(c);
  if (!parsed.success) return showRequest(queue, c, code, {}, { notice: "Elige un estado de la lista." }, 400);
  changeState(queue.db, code, parsed.data.estado as RequestState, c.get("session").staffId, queue.now());
  return c.redirect(`${REQUESTS_BASE}/${code}?guardado=estado`, 303);
};

/** A note alone. */
export const saveRequestNote = (queue: RequestsQueue) => async (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const body = await c.req.parseBody();
  const parsed = noteInput.safeParse(body);
  if (!parsed.success) {
    const value = String(body.nota ?? "");
    return showRequest(queue, c, code, {}, { noteError: textError("nota", value, NOTE_MAX) }, 400);
  }
  if (!REQUEST_CODE.test(code) || !addNote(queue.db, code, parsed.data.nota, c.get("session").staffId, queue.now()))
    return noRequest(c);
  return c.redirect(`${REQUESTS_BASE}/${code}?guardado=nota`, 303);
};
