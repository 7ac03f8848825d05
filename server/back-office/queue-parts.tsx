// The pieces both queues (the requests' and the claims') are made of, written once: the search
// (posted, kept per session under a handle: never in a URL), what the search found or that it was
// lost, the filters, the pages' links, and the one-tap contact buttons (also on «Hoy»).
import type { ReactNode } from "react";
import type { ContactAction } from "./contact.ts";
import { count } from "./deadlines.ts";
import { CsrfField } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { SEARCH_MAX } from "./requests.ts";
import type { Session } from "./sessions.ts";

/** A queue's state as both queues have it: their own filters, the page and the search's handle. */
type QueueState = { pagina?: number; b?: string } & object;

export interface SearchProps {
  session: Session;
  /** The queue's path, ending in "/": the search posts to its `buscar`. */
  base: string;
  state: QueueState;
  /** The search, when the list's handle names one. */
  search?: string;
  /** The handle named a search this session no longer has. */
  searchLost?: boolean;
  /** How many rows the search found. */
  found: number;
}

/** The search form, then what it found (with a link to drop it) or that it was lost. */
export function Search({ session, base, state, search, searchLost, found }: SearchProps) {
  return (
    <>
      <form method="post" action={`${base}buscar`} className="buscar" role="search">
        <CsrfField session={session} />
        <input type="hidden" name="lista" value={listQuery({ ...state, b: undefined, pagina: undefined })} />
        <label htmlFor="buscar">Buscar por nombre, teléfono, correo o código</label>
        <div className="fila-campo">
          <input id="buscar" name="q" type="search" maxLength={SEARCH_MAX} defaultValue={search ?? ""} autoComplete="off" />
          <button type="submit">Buscar</button>
        </div>
      </form>
      {searchLost ? (
        <p className="aviso" role="status">
          Esa búsqueda ya no está guardada (el servicio se reinició o pasó mucho tiempo). Vuelve a buscar.
        </p>
      ) : search ? (
        <p role="status">
          {`${count(found, "resultado")} para «${search}». `}
          <a href={`${base}${listQuery(state, { b: undefined, pagina: undefined })}`}>Quitar la búsqueda</a>
        </p>
      ) : null}
    </>
  );
}

/** One filter of a queue: a select named as the URL's parameter, «all» first. */
export function Filter<State extends object>(props: {
  state: State;
  name: keyof State & string;
  label: string;
  entries: readonly (readonly [string, string])[];
  all: string;
}) {
  const { state, name, label, entries, all } = props;
  const chosen = state[name];
  return (
    <div className="campo">
      <label htmlFor={`filtro-${name}`}>{label}</label>
      <select id={`filtro-${name}`} name={name} defaultValue={typeof chosen === "string" ? chosen : ""}>
        <option value="">{all}</option>
        {entries.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters, behind a disclosure (open when one is set); they keep the search's handle. */
export function Filters({
  base,
  state,
  open,
  summary,
  children,
}: {
  base: string;
  state: QueueState;
  open: boolean;
  summary: string;
  children: ReactNode;
}) {
  return (
    <details className="filtros" open={open}>
      <summary>{summary}</summary>
      <form method="get" action={base}>
        {state.b ? <input type="hidden" name="b" value={state.b} /> : null}
        {children}
        <button type="submit">Aplicar</button>
      </form>
    </details>
  );
}

/** The heading the skip link leads to: how many, and which page. */
export const RowsHeading = ({ total, queue }: { total: string; queue: { page: number; pages: number } }) => (
  <h2 id="filas" tabIndex={-1}>
    {`${total}${queue.pages > 1 ? ` · página ${queue.page} de ${queue.pages}` : ""}`}
  </h2>
);

/** A queue's «Anterior» and «Siguiente», when it has more than one page; `href` is a page's link. */
export function PageNav({ queue, href }: { queue: { page: number; pages: number }; href: (page: number) => string }) {
  if (queue.pages <= 1) return null;
  return (
    <nav aria-label="Páginas" className="paginas">
      {queue.page > 1 ? (
        <a className="boton" rel="prev" href={href(queue.page - 1)}>
          Anterior
        </a>
      ) : null}
      <span>{`Página ${queue.page} de ${queue.pages}`}</span>
      {queue.page < queue.pages ? (
        <a className="boton" rel="next" href={href(queue.page + 1)}>
          Siguiente
        </a>
      ) : null}
    </nav>
  );
}

/** Call, WhatsApp, e-mail: one tap each, from parsed numbers and plain addresses only (contact.ts). */
export function ActionButtons({ actions }: { actions: readonly ContactAction[] }) {
  if (!actions.length) return null;
  return (
    <ul className="acciones">
      {actions.map((action) => (
        <li key={action.href}>
          <a className="boton" href={action.href} {...(action.external ? { rel: "noopener noreferrer", target: "_blank" } : {})}>
            {action.label}
            {action.external ? <span className="oculto"> (se abre fuera de la gestión)</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
