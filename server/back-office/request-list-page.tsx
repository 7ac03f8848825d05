// The requests' queue: by urgency, searched, filtered, in pages (its state in the URL), each request
// a card with its deadline and one-tap contact buttons.
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { limaDateTime } from "./claims.ts";
import { contactActions } from "./contact.ts";
import { count, sayDue } from "./deadlines.ts";
import { Layout } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { ActionButtons, Filter, Filters, PageNav, RowsHeading, Search } from "./queue-parts.tsx";
import {
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  timeSince,
  type Queue,
  type RequestState,
  type RequestSummary,
} from "./requests.ts";
import { REQUESTS_BASE, type ListState } from "./requests-queue.ts";
import type { Session } from "./sessions.ts";

/** When a request is due, said: «Fuera de plazo: …» when it is overdue. */
export function DueText({ due, now }: { due: number | undefined; now: Date }) {
  if (due === undefined) return null;
  const { label, overdue } = sayDue(due, now);
  return overdue ? (
    <strong className="vencido">{`Fuera de plazo: ${label}`}</strong>
  ) : (
    <span>{`${label[0]!.toUpperCase()}${label.slice(1)}`}</span>
  );
}

export interface RequestListPageProps {
  session: Session;
  queue: Queue;
  state: ListState;
  counts: Record<RequestState, number>;
  /** How many of the list, under its filters and search, need action: what its link lists. */
  pending: number;
  /** The search, when the list's handle names one. */
  search?: string;
  /** The handle named a search this session no longer has. */
  searchLost?: boolean;
  choices: { reasons: readonly (readonly [string, string])[]; professionals: readonly (readonly [string, string])[] };
  content: ConsultationContent;
  businessDays: number;
  overdue: number;
  now: Date;
}

export function RequestListPage(props: RequestListPageProps) {
  const { session, queue, state, counts, search, content, now } = props;
  const pending = counts.nueva + counts.contactada + counts["sin-respuesta"];
  const narrowed = Boolean(search || state.motivo || state.profesional || state.modalidad || state.asignada);
  return (
    <Layout title="Solicitudes de consulta" session={session} skipTo={{ href: "#filas", label: "Ir a las solicitudes" }}>
      <p>
        <a href={`${REQUESTS_BASE}/${listQuery(state, { estado: "pendientes", pagina: undefined })}`}>
          {`${count(props.pending, "pendiente")}${narrowed ? " con estos filtros" : ""}`}
        </a>
        {props.overdue ? (
          <>
            {", "}
            <a className="vencido" href={`${REQUESTS_BASE}/?estado=pendientes`}>
              {/* The whole queue's, said so when the list is narrowed (its count above is the list's). */}
              {`${count(props.overdue, "fuera de plazo", "fuera de plazo")}${narrowed ? " en total" : ""}`}
            </a>
          </>
        ) : null}
        {`. La página promete contactar a la persona dentro de ${count(props.businessDays, "día hábil", "días hábiles")}; una solicitud «Contactada» o «Sin respuesta» vuelve a vencer en el mismo plazo desde su último cambio.`}
      </p>
      <Search
        session={session}
        base={`${REQUESTS_BASE}/`}
        state={state}
        search={search}
        searchLost={props.searchLost}
        found={queue.total}
      />
      <Filters
        base={`${REQUESTS_BASE}/`}
        state={state}
        open={Boolean(state.estado || state.motivo || state.profesional || state.modalidad || state.asignada || state.orden)}
        summary="Filtros y orden"
      >
        <Filter
          state={state}
          name="estado"
          label="Estado"
          entries={[
            ["pendientes", `Pendientes (${pending})`],
            ...REQUEST_STATES.map((value) => [value, `${REQUEST_STATE_LABELS[value]} (${counts[value]})`] as const),
          ]}
          all="Todos"
        />
        <Filter state={state} name="motivo" label="Motivo" entries={props.choices.reasons} all="Todos" />
        <Filter
          state={state}
          name="profesional"
          label={content.form.fields.professional}
          entries={props.choices.professionals}
          all="Todos"
        />
        <Filter
          state={state}
          name="modalidad"
          label={content.form.fields.modality}
          entries={Object.entries(content.form.options.modality)}
          all="Todas"
        />
        <Filter
          state={state}
          name="asignada"
          label="Quién la atiende"
          entries={[
            ["mias", "Mías"],
            ["sin-asignar", "Sin asignar"],
            ["mias-o-sin-asignar", "Mías o sin asignar"],
          ]}
          all="Cualquiera"
        />
        <Filter
          state={state}
          name="orden"
          label="Orden"
          entries={[
            ["urgencia", "Lo más urgente primero"],
            ["recientes", "Las más recientes primero"],
          ]}
          all="Lo más urgente primero"
        />
      </Filters>
      <RowsHeading total={count(queue.total, "solicitud", "solicitudes")} queue={queue} />
      {queue.rows.length ? (
        <ol className="tarjetas">
          {queue.rows.map((row) => (
            <RequestCard key={row.code} row={row} state={state} content={content} now={now} />
          ))}
        </ol>
      ) : (
        <p>{`No hay solicitudes con estos filtros${search ? " y esta búsqueda" : ""}.`}</p>
      )}
      <PageNav queue={queue} href={(number) => `${REQUESTS_BASE}/${listQuery(state, { pagina: number })}`} />
    </Layout>
  );
}

function RequestCard({
  row,
  state,
  content,
  now,
}: {
  row: RequestSummary;
  state: ListState;
  content: ConsultationContent;
  now: Date;
}) {
  const overdue = row.due !== undefined && row.due < now.getTime();
  const { modality, channel } = content.form.options;
  return (
    <li className={`tarjeta${overdue ? " fila-vencida" : ""}`}>
      <p className="tarjeta-titulo">
        {/* Its id is where the request's «Volver» lands: the same place in the list, on this link. */}
        <a id={`fila-${row.code}`} href={`${REQUESTS_BASE}/${row.code}${listQuery(state)}`}>
          {row.name}
        </a>{" "}
        <span className="nota">{row.code}</span>
      </p>
      <p>{`${row.reasonLabel} · ${modality[row.modality]}${row.professionalLabel ? ` · ${row.professionalLabel}` : ""}`}</p>
      <p>
        <span className="estado-etiqueta">{REQUEST_STATE_LABELS[row.state]}</span> <DueText due={row.due} now={now} />
      </p>
      <p className="nota">
        {`Recibida ${timeSince(row.createdAt, now)} (${limaDateTime(row.createdAt)}) · prefiere ${channel[row.channel]}${row.handlerName ? ` · la atiende ${row.handlerName}` : ""}`}
      </p>
      <ActionButtons actions={contactActions(row.phone, row.email)} />
    </li>
  );
}
