// «Pide tu primera consulta» in the back office: the inbox, one request, its state and notes, the
// CSV. Only for accounts whose role sees requests (accounts.ts); for the others these paths do not exist.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { seesRequests } from "./accounts.ts";
import { audit } from "./audit.ts";
import { notFound, onlyFor, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { toCsv } from "./csv.ts";
import { requestDetailPage, requestListPage, REQUESTS_BASE } from "./request-pages.ts";
import {
  addNote,
  changeState,
  countByState,
  findRequest,
  listRequests,
  NOTE_MAX,
  REQUEST_CODE,
  REQUEST_EXPORT_HEADER,
  REQUEST_STATES,
  requestExportRows,
  requestNotes,
  type RequestState,
} from "./requests.ts";

const stateInput = z.object({ estado: z.enum(REQUEST_STATES) });
const noteInput = z.object({ nota: z.string().trim().min(1).max(NOTE_MAX) });
const saved: Record<string, string> = { estado: "Estado guardado.", nota: "Nota guardada." };

export function requestsConcern({ db, now, options }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  routes.use(`${REQUESTS_BASE}/*`, onlyFor(seesRequests));
  const businessDays = options.requests.responseBusinessDays;

  routes.get(REQUESTS_BASE, (c) => c.redirect(`${REQUESTS_BASE}/`, 301));
  routes.get(`${REQUESTS_BASE}/`, (c) => {
    const session = c.get("session");
    const wanted = c.req.query("estado");
    const state = REQUEST_STATES.find((value) => value === wanted);
    audit(db, { action: "ver_consultas", staffId: session.staffId }, now());
    return c.html(
      requestListPage(session, listRequests(db, state), countByState(db), { state, businessDays, now: new Date(now()) }),
    );
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
    extra: { notice?: string; noteError?: string } = {},
    status: 200 | 400 = 200,
  ) => {
    const request = REQUEST_CODE.test(code) ? findRequest(db, code) : undefined;
    if (!request) return noRequest(c);
    audit(db, { action: "ver_consulta", staffId: c.get("session").staffId, requestCode: request.code }, now());
    return c.html(
      requestDetailPage(c.get("session"), request, requestNotes(db, request.id), options.requests, {
        businessDays,
        now: new Date(now()),
        ...extra,
      }),
      status,
    );
  };

  routes.get(`${REQUESTS_BASE}/:code`, (c) => {
    const done = c.req.query("guardado");
    return showRequest(c, c.req.param("code"), done && saved[done] ? { notice: saved[done] } : {});
  });

  routes.post(`${REQUESTS_BASE}/:code/estado`, async (c) => {
    const code = c.req.param("code");
    const parsed = stateInput.safeParse(await c.req.parseBody());
    if (!REQUEST_CODE.test(code) || !findRequest(db, code)) return noRequest(c);
    if (!parsed.success) return showRequest(c, code, { notice: "Elige un estado de la lista." }, 400);
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
      return showRequest(c, code, { noteError }, 400);
    }
    if (!REQUEST_CODE.test(code) || !addNote(db, code, parsed.data.nota, c.get("session").staffId, now())) return noRequest(c);
    return c.redirect(`${REQUESTS_BASE}/${code}?guardado=nota`, 303);
  });

  return {
    routes,
    menu: (role) =>
      seesRequests(role)
        ? [
            { href: `${REQUESTS_BASE}/`, label: "Solicitudes de consulta" },
            { href: `${REQUESTS_BASE}/exportar.csv`, label: "Exportar solicitudes (CSV)" },
          ]
        : [],
  };
}
