// The claims' queue: patient and service in each row, by deadline, searched, filtered, in pages.
import { count } from "./deadlines.ts";
import { daysLeft, KIND_LABELS, limaDateTime, STAGE_LABELS, stageOf, type ClaimQueue, type ClaimSummary } from "./claims.ts";
import { CLAIMS_BASE, type ClaimListState } from "./claims-queue.ts";
import { Layout } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { Filter, Filters, PageNav, RowsHeading, Search } from "./queue-parts.tsx";
import type { Session } from "./sessions.ts";

export interface ClaimListPageProps {
  session: Session;
  queue: ClaimQueue;
  state: ClaimListState;
  counts: { open: number; due: number; review: number };
  search?: string;
  searchLost?: boolean;
  now: Date;
}

const businessDays = (days: number) => `${days} ${days === 1 ? "día hábil" : "días hábiles"}`;

function DaysCell({ claim, now }: { claim: ClaimSummary; now: Date }) {
  if (claim.state === "respondido") return <td>Respondido</td>;
  const days = daysLeft(claim.deadline, now);
  if (days < 0)
    return (
      <td>
        <strong className="vencido">{`Vencido hace ${businessDays(-days)}`}</strong>
      </td>
    );
  if (days === 0)
    return (
      <td>
        <strong className="vencido">Vence hoy</strong>
      </td>
    );
  return <td>{businessDays(days)}</td>;
}

export function ClaimListPage({ session, queue, state, counts, search, searchLost, now }: ClaimListPageProps) {
  return (
    <Layout title="Reclamos" session={session} skipTo={{ href: "#filas", label: "Ir a los reclamos" }}>
      <p>
        {`${count(counts.open, "pendiente")}${counts.review ? `, ${counts.review} en revisión` : ""}`}
        {counts.due ? (
          <>
            {", "}
            <strong className="vencido">{count(counts.due, "vencido o por vencer hoy", "vencidos o por vencer hoy")}</strong>
          </>
        ) : null}
        {". El plazo legal es de 30 días hábiles (sin sábados, domingos ni feriados nacionales)."}
      </p>
      <Search
        session={session}
        base={`${CLAIMS_BASE}/`}
        state={state}
        search={search}
        searchLost={searchLost}
        found={queue.total}
      />
      <Filters base={`${CLAIMS_BASE}/`} state={state} open={Boolean(state.estado || state.tipo)} summary="Filtros">
        <Filter
          state={state}
          name="estado"
          label="Estado"
          entries={[["abiertos", "Pendientes y en revisión"], ...(Object.entries(STAGE_LABELS) as [string, string][])]}
          all="Todos"
        />
        <Filter state={state} name="tipo" label="Tipo" entries={Object.entries(KIND_LABELS)} all="Reclamos y quejas" />
      </Filters>
      <RowsHeading total={count(queue.total, "reclamo o queja", "reclamos y quejas")} queue={queue} />
      {queue.rows.length ? (
        <ClaimsTable queue={queue} state={state} now={now} />
      ) : (
        <p>
          {search || state.estado || state.tipo ? "No hay reclamos con estos filtros." : "Todavía no hay reclamos registrados."}
        </p>
      )}
      <PageNav queue={queue} href={(number) => `${CLAIMS_BASE}/${listQuery(state, { pagina: number })}`} />
    </Layout>
  );
}

function ClaimsTable({ queue, state, now }: { queue: ClaimQueue; state: ClaimListState; now: Date }) {
  return (
    <table className="cola">
      <caption>Reclamos y quejas, primero los pendientes con el plazo más cercano</caption>
      <thead>
        <tr>
          <th scope="col">Código</th>
          <th scope="col">Paciente</th>
          <th scope="col">Servicio</th>
          <th scope="col">Fecha</th>
          <th scope="col">Tipo</th>
          <th scope="col">Estado</th>
          <th scope="col">Días hábiles para responder</th>
        </tr>
      </thead>
      <tbody>
        {queue.rows.map((c) => (
          <tr key={c.code} className={c.state === "pendiente" && daysLeft(c.deadline, now) <= 0 ? "fila-vencida" : ""}>
            <th scope="row">
              <a id={`fila-${c.code}`} href={`${CLAIMS_BASE}/${c.code}${listQuery(state)}`}>
                {c.code}
              </a>
            </th>
            <td>{c.name}</td>
            <td>{c.service}</td>
            <td>{limaDateTime(c.createdAt)}</td>
            <td>{KIND_LABELS[c.kind]}</td>
            <td>{STAGE_LABELS[stageOf(c)]}</td>
            <DaysCell claim={c} now={now} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
