// What every page and action of the claims' queue shares (claims-routes.ts mounts them): its path,
// its limits, its state in the URL, and the queue read for a session's search.
import type { Context } from "hono";
import { z } from "zod";
import type { Db } from "#server/db.ts";
import { claimQueue, type ClaimStage } from "./claims.ts";
import type { BackOfficeContext, BackOfficeOptions, Env } from "./context.ts";
import { listStateReader, queueFields } from "./list-state.ts";
import { BASE } from "./paths.ts";
import { matcher } from "./requests.ts";
import { recallSearch } from "./searches.ts";

export const CLAIMS_BASE = `${BASE}/reclamos`;
export const CLAIM_CODE = /^\d{6}-\d{4}$/;
export const ANSWER_MAX = 5000;
export const CLAIM_NOTE_MAX = 2000;

export interface ClaimListState {
  estado?: ClaimStage | "abiertos";
  tipo?: "reclamo" | "queja";
  pagina?: number;
  b?: string;
}

const listStateSchema = z.object({
  estado: z.enum(["abiertos", "pendiente", "en-revision", "respondido"]).optional().catch(undefined),
  tipo: z.enum(["reclamo", "queja"]).optional().catch(undefined),
  ...queueFields,
});
export const { of: listStateOf, from: listStateFrom } = listStateReader<ClaimListState>(listStateSchema);

/** The claims' queue as its pages and actions read it. */
export interface ClaimsQueue {
  db: Db;
  now: () => number;
  options: BackOfficeOptions;
  /** Wakes the outbox's delivery after an e-mail is committed to it (the service's). */
  wakeOutbox: () => void;
  /** The session's search the list's handle names, if it still has it. */
  searchOf: (c: Context<Env>, state: ClaimListState) => string | undefined;
  queueOf: (c: Context<Env>, state: ClaimListState) => ReturnType<typeof claimQueue>;
}

export function claimsQueue({ service, db, now, options }: BackOfficeContext): ClaimsQueue {
  const searchOf = (c: Context<Env>, state: ClaimListState) => recallSearch(c.get("session").idHash, state.b);
  return {
    db,
    now,
    options,
    wakeOutbox: () => service.wakeOutbox(),
    searchOf,
    queueOf: (c, state) => {
      const q = searchOf(c, state);
      return claimQueue(db, { stage: state.estado, kind: state.tipo, page: state.pagina }, q ? matcher(q) : undefined);
    },
  };
}
