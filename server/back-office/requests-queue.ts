// What every page and action of the requests' queue shares (requests-routes.ts mounts them): its
// path, its state in the URL, and the queue read for a session's search, built once per back office.
import type { Context } from "hono";
import { z } from "zod";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import type { Db } from "#server/db.ts";
import { roleSql } from "./accounts.ts";
import type { BackOfficeContext, Env } from "./context.ts";
import { listStateReader, queueFields } from "./list-state.ts";
import { BASE } from "./paths.ts";
import {
  ASSIGNED,
  queueCodes,
  queueTotal,
  requestQueue,
  REQUEST_STATES,
  type Assigned,
  type DueRule,
  type RequestState,
} from "./requests.ts";
import { recallSearch } from "./searches.ts";

export const REQUESTS_BASE = `${BASE}/consultas`;

/** The list's state, as its URL carries it (every value checked by the route before it gets here). */
export interface ListState {
  estado?: RequestState | "pendientes";
  motivo?: string;
  profesional?: string;
  modalidad?: "presencial" | "virtual";
  /** «Mías / sin asignar»: whose, said by the session's account, never named in the URL. */
  asignada?: Assigned;
  orden?: "urgencia" | "recientes";
  pagina?: number;
  /** The search's handle (searches.ts): never the search itself. */
  b?: string;
}

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
  asignada: z.enum(ASSIGNED).optional().catch(undefined),
  orden: z.enum(["urgencia", "recientes"]).optional().catch(undefined),
  ...queueFields,
});
export const { of: listStateOf, from: listStateFrom } = listStateReader<ListState>(listStateSchema);

/** The requests' queue as its pages and actions read it. */
export interface RequestsQueue {
  db: Db;
  now: () => number;
  content: ConsultationContent;
  /** The response time the page promises, in business days. */
  businessDays: number;
  rule: DueRule;
  /** The accounts that can handle a request, [id, name]: active, and seeing requests. */
  handlers: () => [number, string][];
  /** The session's search the list's handle names, if it still has it. */
  searchOf: (c: Context<Env>, state: ListState) => string | undefined;
  queueOf: (c: Context<Env>, state: ListState) => ReturnType<typeof requestQueue>;
  /** How many of the list, under its filters and search, still need action (the list «pendientes» lists). */
  pendingOf: (c: Context<Env>, state: ListState) => number;
  /** Every code of the list, in its order (for «siguiente»). */
  codesOf: (c: Context<Env>, state: ListState) => string[];
}

export function requestsQueue({ db, now, options, dayEnds }: BackOfficeContext): RequestsQueue {
  const content = options.requests;
  const businessDays = content.responseBusinessDays;
  const rule: DueRule = { businessDays, dayEnds };
  const searchOf = (c: Context<Env>, state: ListState) => recallSearch(c.get("session").idHash, state.b);
  const queryOf = (c: Context<Env>, state: ListState) => ({
    q: searchOf(c, state),
    state: state.estado,
    reason: state.motivo,
    professional: state.profesional,
    modality: state.modalidad,
    assigned: state.asignada,
    staffId: c.get("session").staffId,
    order: state.orden,
    page: state.pagina,
  });
  return {
    db,
    now,
    content,
    businessDays,
    rule,
    handlers: () =>
      (
        db
          .prepare(
            `SELECT id, name FROM staff WHERE disabled_at IS NULL AND ${roleSql()} IN ('consultas', 'ambos') ORDER BY name`,
          )
          .all() as {
          id: number;
          name: string;
        }[]
      ).map(({ id, name }) => [id, name] as [number, string]),
    searchOf,
    queueOf: (c, state) => requestQueue(db, queryOf(c, state), rule),
    pendingOf: (c, state) => queueTotal(db, { ...queryOf(c, state), state: "pendientes" }),
    codesOf: (c, state) => queueCodes(db, queryOf(c, state)).map((row) => row.code),
  };
}
