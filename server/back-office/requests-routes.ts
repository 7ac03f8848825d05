// «Pide tu primera consulta» in the back office: the queue, one request and its work (note, state,
// who handles it, in one save), the search, the CSV. Only for accounts whose role sees requests
// (accounts.ts); for the others these paths do not exist.
import { undeliverable } from "#server/mail/outbox.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { seesRequests } from "./accounts.ts";
import { audit } from "./audit.ts";
import { endOfLimaDay, sayDue } from "./deadlines.ts";
import { contactActions } from "./contact.ts";
import { notFound, onlyFor, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { toCsv } from "./csv.ts";
import { requestDetailPage, requestListPage, REQUESTS_BASE, listQuery, type ListState } from "./request-pages.ts";
import {
  addNote,
  changeState,
  countByState,
  findRequest,
  NOTE_MAX,
  REQUEST_CODE,
  REQUEST_EXPORT_HEADER,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  requestDue,
  requestExportRows,
  requestFilterChoices,
  requestNotes,
  queueCodes,
  requestQueue,
  requestsDue,
  saveRequestWork,
  SEARCH_MAX,
  type DueRule,
  type RequestState,
} from "./requests.ts";
import { listStateReader, queueFields } from "./list-state.ts";
import { recallSearch, rememberSearch } from "./searches.ts";

const stateInput = z.object({ estado: z.enum(REQUEST_STATES) });
const noteInput = z.object({ nota: z.string().trim().min(1).max(NOTE_MAX) });
const saved: Record<string, string> = { estado: "Estado guardado.", nota: "Nota guardada.", todo: "Guardado." };

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);
/** The list's state from a URL's query: whatever is not valid is dropped, never an error. */
const listStateSchema = z.object({
  estado: z
    .enum(["pendientes", ...REQUEST_STATES])
    .optional()
    .catch(undefined),
  motivo: slug.optional().catch(undefined),
  profesional: slug.optional().catch(undefined),
  modalidad: z.enum(["presencial", "virtual"]).optional().catch(undefined),
  orden: z.enum(["urgencia", "recientes"]).optional().catch(undefined),
  ...queueFields,
});
const { of: listStateOf, from: listStateFrom } = listStateReader<ListState>(listStateSchema);

const workInput = z.object({
  nota: z.string().trim().max(NOTE_MAX).optional().default(""),
  estado: z.enum(REQUEST_STATES),
  atiende: z
    .union([z.literal(""), z.coerce.number().int().positive()])
    .optional()
    .default(""),
  luego: z.enum(["quedarse", "siguiente"]).optional().default("quedarse"),
});

export function requestsConcern({ db, now, options, dayEnds }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.use(`${REQUESTS_BASE}/*`, onlyFor(seesRequests));
  const businessDays = options.requests.responseBusinessDays;
  const rule: DueRule = { businessDays, dayEnds };
  const content = options.requests;

  /** The accounts that can handle a request: active, and seeing requests. */
  const handlers = () =>
    (
      db.prepare("SELECT id, name FROM staff WHERE disabled_at IS NULL AND role != 'reclamos' ORDER BY name").all() as {
        id: number;
        name: string;
      }[]
    ).map(({ id, name }) => [id, name] as [number, string]);

  const searchOf = (c: Context<Env>, state: ListState) => recallSearch(c.get("session").idHash, state.b);
  const queryOf = (c: Context<Env>, state: ListState) => ({
    q: searchOf(c, state),
    state: state.estado,
    reason: state.motivo,
    professional: state.profesional,
    modality: state.modalidad,
    order: state.orden,
    page: state.pagina,
  });
  const queueOf = (c: Context<Env>, state: ListState) => requestQueue(db, queryOf(c, state), rule);
  /** Every code of the list, in its order (for «siguiente»). */
  const codesOf = (c: Context<Env>, state: ListState) => queueCodes(db, queryOf(c, state)).map((row) => row.code);

  routes.get(REQUESTS_BASE, (c) => c.redirect(`${REQUESTS_BASE}/`, 301));
  routes.get(`${REQUESTS_BASE}/`, (c) => {
    const session = c.get("session");
    const state = listStateOf(c.req.query());
    const search = searchOf(c, state);
    audit(db, { action: "ver_consultas", staffId: session.staffId }, now());
    const at = new Date(now());
    const queue = queueOf(c, state);
    return c.html(
      requestListPage(session, queue, {
        state,
        counts: countByState(db),
        search,
        searchLost: state.b !== undefined && search === undefined,
        choices: requestFilterChoices(db),
        content,
        businessDays,
        overdue: requestsDue(db, rule, at.getTime(), 0).total,
        now: at,
      }),
    );
  });

  // A search is posted (it names a person: never in a URL) and kept for the session under a handle.
  routes.post(`${REQUESTS_BASE}/buscar`, async (c) => {
    const body = await c.req.parseBody();
    const state = listStateFrom(body.lista);
    const q = typeof body.q === "string" ? body.q.trim().slice(0, SEARCH_MAX) : "";
    const b = q ? rememberSearch(c.get("session").idHash, q) : undefined;
    return c.redirect(`${REQUESTS_BASE}/${listQuery({ ...state, b, pagina: undefined })}`, 303);
  });

  routes.get(`${REQUESTS_BASE}/exportar.csv`, (c) => {
    audit(db, { action: "exportar_csv_consultas", staffId: c.get("session").staffId }, now());
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(REQUEST_EXPORT_HEADER, requestExportRows(db, options.requests)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="solicitudes-de-consulta-${day}.csv"`,
    });
  });

  const noRequest = (c: Context<Env>) => notFound(c, "No existe una solicitud con ese código.");
  const showRequest = (
    c: Context<Env>,
    code: string,
    state: ListState,
    extra: { notice?: string; noteError?: string } = {},
    status: 200 | 400 = 200,
  ) => {
    const request = REQUEST_CODE.test(code) ? findRequest(db, code) : undefined;
    if (!request) return noRequest(c);
    audit(db, { action: "ver_consulta", staffId: c.get("session").staffId, requestCode: request.code }, now());
    const codes = codesOf(c, state);
    const at = codes.indexOf(request.code);
    return c.html(
      requestDetailPage(c.get("session"), request, requestNotes(db, request.id), content, {
        businessDays,
        state,
        next: at >= 0 ? codes[at + 1] : undefined,
        handlers: handlers(),
        due: requestDue({ state: request.state, createdAt: request.created_at, stateChangedAt: request.state_changed_at }, rule),
        now: new Date(now()),
        undelivered: undeliverable(db, { requestId: request.id }),
        ...extra,
      }),
      status,
    );
  };

  routes.get(`${REQUESTS_BASE}/:code`, (c) => {
    const done = c.req.query("guardado");
    return showRequest(c, c.req.param("code"), listStateOf(c.req.query()), done && saved[done] ? { notice: saved[done] } : {});
  });

  // The request's single form: note, state and who handles it, in one save; then this request
  // again, or the next one of the same list.
  routes.post(`${REQUESTS_BASE}/:code/guardar`, async (c) => {
    const code = c.req.param("code");
    const body = await c.req.parseBody();
    const state = listStateFrom(body.lista);
    if (!REQUEST_CODE.test(code) || !findRequest(db, code)) return noRequest(c);
    const parsed = workInput.safeParse(body);
    if (!parsed.success) {
      const tooLong = typeof body.nota === "string" && body.nota.trim().length > NOTE_MAX;
      return showRequest(
        c,
        code,
        state,
        tooLong
          ? { noteError: `La nota puede tener como máximo ${NOTE_MAX} caracteres.` }
          : { notice: "Elige un estado y una persona de las listas." },
        400,
      );
    }
    const { nota, estado, atiende, luego } = parsed.data;
    const handlerId = atiende === "" ? null : atiende;
    if (handlerId !== null && !handlers().some(([id]) => id === handlerId))
      return showRequest(c, code, state, { notice: "Elige una persona de la lista." }, 400);
    saveRequestWork(
      db,
      code,
      { state: estado as RequestState, handlerId, note: nota || undefined },
      c.get("session").staffId,
      now(),
    );
    if (luego === "siguiente") {
      const codes = codesOf(c, state);
      const next = codes[codes.indexOf(code) + 1];
      if (next) return c.redirect(`${REQUESTS_BASE}/${next}${listQuery(state)}`, 303);
    }
    return c.redirect(`${REQUESTS_BASE}/${code}${listQuery(state, { guardado: "todo" })}`, 303);
  });

  routes.post(`${REQUESTS_BASE}/:code/estado`, async (c) => {
    const code = c.req.param("code");
    const parsed = stateInput.safeParse(await c.req.parseBody());
    if (!REQUEST_CODE.test(code) || !findRequest(db, code)) return noRequest(c);
    if (!parsed.success) return showRequest(c, code, {}, { notice: "Elige un estado de la lista." }, 400);
    changeState(db, code, parsed.data.estado as RequestState, c.get("session").staffId, now());
    return c.redirect(`${REQUESTS_BASE}/${code}?guardado=estado`, 303);
  });

  routes.post(`${REQUESTS_BASE}/:code/nota`, async (c) => {
    const code = c.req.param("code");
    const body = await c.req.parseBody();
    const parsed = noteInput.safeParse(body);
    if (!parsed.success) {
      const value = String(body.nota ?? "");
      const noteError = value.trim()
        ? `La nota puede tener como máximo ${NOTE_MAX} caracteres.`
        : "Escribe la nota antes de guardarla.";
      return showRequest(c, code, {}, { noteError }, 400);
    }
    if (!REQUEST_CODE.test(code) || !addNote(db, code, parsed.data.nota, c.get("session").staffId, now())) return noRequest(c);
    return c.redirect(`${REQUESTS_BASE}/${code}?guardado=nota`, 303);
  });

  return {
    routes,
    menu: ({ role }) => (seesRequests(role) ? [{ href: `${REQUESTS_BASE}/`, label: "Solicitudes", primary: true }] : []),
    today: (session, at, limit) =>
      seesRequests(session.role)
        ? requestsDue(db, rule, endOfLimaDay(at), limit).rows.map((r) => {
            const { label, overdue } = sayDue(r.due!, at);
            return {
              due: r.due!,
              kind: "Solicitud",
              code: r.code,
              name: r.name,
              about: `${r.reasonLabel} · ${REQUEST_STATE_LABELS[r.state]}${r.handlerName ? ` · la atiende ${r.handlerName}` : ""}`,
              href: `${REQUESTS_BASE}/${r.code}?estado=pendientes`,
              dueLabel: label,
              overdue,
              actions: contactActions(r.phone, r.email),
            };
          })
        : [],
  };
}
