// The audit log's page: who saw or changed what, and when; filtered by a plain GET form (action,
// account, Lima days), the «Vio…» lines hidden unless asked for, in pages.
import { auditActions, type AuditAction, type AuditRow } from "./audit.ts";
import { limaDateTime } from "./claims.ts";
import { Layout } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { BASE } from "./paths.ts";
import { Filter, PageNav, RowsHeading } from "./queue-parts.tsx";
import type { Session } from "./sessions.ts";
import { count } from "./deadlines.ts";

export const AUDIT_PATH = `${BASE}/auditoria`;

/** The log's state, as its URL carries it (checked by the route). */
export interface AuditState {
  accion?: AuditAction;
  /** An account's id (a number of the back office, never a name). */
  cuenta?: string;
  desde?: string;
  hasta?: string;
  vistas?: "1";
  pagina?: number;
}

export interface AuditPageProps {
  session: Session;
  state: AuditState;
  log: { rows: AuditRow[]; total: number; page: number; pages: number };
  /** The actions and accounts to filter by: those the account may see. */
  actions: AuditAction[];
  accounts: [string, string][];
}

export function AuditPage({ session, state, log, actions, accounts }: AuditPageProps) {
  return (
    <Layout title="Auditoría" session={session} skipTo={{ href: "#filas", label: "Ir al registro" }}>
      <p>Quién vio o cambió qué, y cuándo. No guarda el contenido de los reclamos ni de las solicitudes.</p>
      <form method="get" action={AUDIT_PATH} className="filtros">
        <Filter
          state={state}
          name="accion"
          label="Acción"
          entries={actions.map((action) => [action, auditActions[action]] as const)}
          all="Todas"
        />
        <Filter state={state} name="cuenta" label="Persona" entries={accounts} all="Todas" />
        <div className="campo">
          <label htmlFor="filtro-desde">Desde</label>
          <input id="filtro-desde" type="date" name="desde" defaultValue={state.desde ?? ""} />
        </div>
        <div className="campo">
          <label htmlFor="filtro-hasta">Hasta</label>
          <input id="filtro-hasta" type="date" name="hasta" defaultValue={state.hasta ?? ""} />
        </div>
        <div className="casilla">
          <input id="filtro-vistas" type="checkbox" name="vistas" value="1" defaultChecked={state.vistas === "1"} />
          <label htmlFor="filtro-vistas">Mostrar también lo que solo se vio («Vio…»)</label>
        </div>
        <button type="submit">Filtrar</button>
      </form>
      <RowsHeading total={count(log.total, "acción", "acciones")} queue={log} />
      {log.rows.length ? (
        <div className="tabla">
          <table className="cola">
            <caption>Registro de auditoría, lo más reciente primero</caption>
            <thead>
              <tr>
                <th scope="col">Fecha y hora</th>
                <th scope="col">Persona</th>
                <th scope="col">Acción</th>
                <th scope="col">Reclamo, solicitud o cita</th>
                <th scope="col">Cuenta</th>
              </tr>
            </thead>
            <tbody>
              {log.rows.map((r) => (
                <tr key={r.id}>
                  <td>{limaDateTime(new Date(r.at).toISOString())}</td>
                  <td>{r.staffName ?? "Servidor"}</td>
                  <td>
                    {auditActions[r.action] ?? r.action}
                    {r.detail ? <span className="nota">{` (${r.detail})`}</span> : null}
                  </td>
                  <td>{r.claimCode ?? r.requestCode ?? r.appointmentCode ?? ""}</td>
                  <td>{r.subjectName ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No hay acciones con estos filtros.</p>
      )}
      <PageNav queue={log} href={(number) => `${AUDIT_PATH}${listQuery(state, { pagina: number })}`} />
    </Layout>
  );
}
