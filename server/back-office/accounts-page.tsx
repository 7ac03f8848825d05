// The accounts page (accounts-routes.ts), for administrators: every account with what it sees,
// whether it manages accounts and its last sign-in, its role's form, and the invitation form.
import { ROLE_LABELS, ROLE_SEES, ROLES, type StaffSummary } from "./accounts.ts";
import { limaDateTime } from "./claims.ts";
import { Alert, CsrfField, Layout, Notice } from "./layout.tsx";
import { BASE } from "./paths.ts";
import type { Session } from "./sessions.ts";

export const ACCOUNTS_BASE = `${BASE}/cuentas`;

const when = (ms: number | null) => (ms ? limaDateTime(new Date(ms).toISOString()) : "Nunca");

export interface AccountsPageProps {
  session: Session;
  accounts: StaffSummary[];
  notice?: string;
  /** The invitation's text, with its link: shown this once. */
  invitation?: string;
  error?: string;
}

export function AccountsPage({ session, accounts, notice, invitation, error }: AccountsPageProps) {
  return (
    <Layout title="Cuentas" session={session} skipTo={{ href: "#filas", label: "Ir a las cuentas" }}>
      <Notice text={notice} />
      {invitation ? (
        <div className="confirmacion" role="status">
          <p>Invitación creada. Envía este texto a la persona por un medio de confianza; el enlace no se volverá a mostrar:</p>
          <p className="texto copiar">{invitation}</p>
        </div>
      ) : null}
      <Alert text={error} />
      <p>Cada cuenta entra con su llave de acceso y ve solo lo que su rol permite. Todo cambio queda en la auditoría.</p>
      <h2 id="filas" tabIndex={-1}>{`${accounts.length} ${accounts.length === 1 ? "cuenta" : "cuentas"}`}</h2>
      <ol className="tarjetas">
        {accounts.map((account) => (
          <AccountCard key={account.id} session={session} account={account} />
        ))}
      </ol>
      <h2>Invitar a una persona</h2>
      <InvitationForm session={session} />
    </Layout>
  );
}

function AccountCard({ session, account }: { session: Session; account: StaffSummary }) {
  return (
    <li className="tarjeta">
      <p className="tarjeta-titulo">
        {account.name} <span className="nota">{account.email}</span>
      </p>
      <p>
        {account.disabledAt ? (
          <strong className="vencido">{`Desactivada el ${when(account.disabledAt)}`}</strong>
        ) : (
          `Activa · ve ${ROLE_SEES[account.role]}${account.agenda ? " · lleva la agenda" : ""}${account.isAdmin ? " · administra cuentas" : ""}`
        )}
      </p>
      <p className="nota">
        {`Última entrada: ${when(account.lastSignIn)} · ${account.passkeys} ${account.passkeys === 1 ? "llave" : "llaves"} de acceso`}
      </p>
      {account.disabledAt ? null : (
        <>
          <RoleForm session={session} account={account} />
          {account.id === session.staffId ? (
            <p className="nota">Esta es tu cuenta: otra persona administradora puede desactivarla.</p>
          ) : (
            <form method="post" action={`${ACCOUNTS_BASE}/${account.id}/desactivar`} className="en-linea">
              <CsrfField session={session} />
              <button type="submit" className="peligro">{`Desactivar la cuenta de ${account.name}`}</button>
            </form>
          )}
        </>
      )}
    </li>
  );
}

function RoleForm({ session, account }: { session: Session; account: StaffSummary }) {
  return (
    <form method="post" action={`${ACCOUNTS_BASE}/${account.id}/rol`} className="en-linea">
      <CsrfField session={session} />
      <label htmlFor={`rol-${account.id}`}>Ve</label>
      <select id={`rol-${account.id}`} name="rol" defaultValue={account.role}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <div className="casilla">
        <input type="checkbox" id={`agenda-${account.id}`} name="agenda" value="si" defaultChecked={Boolean(account.agenda)} />
        <label htmlFor={`agenda-${account.id}`}>Lleva la agenda de citas</label>
      </div>
      <div className="casilla">
        <input
          type="checkbox"
          id={`admin-${account.id}`}
          name="administrador"
          value="si"
          defaultChecked={Boolean(account.isAdmin)}
        />
        <label htmlFor={`admin-${account.id}`}>Administra cuentas</label>
      </div>
      <button type="submit">{`Cambiar el rol de ${account.name}`}</button>
    </form>
  );
}

function InvitationForm({ session }: { session: Session }) {
  return (
    <form method="post" action={`${ACCOUNTS_BASE}/invitar`} className="respuesta">
      <CsrfField session={session} />
      <label htmlFor="nombre">Nombre y apellido</label>
      <input id="nombre" name="nombre" type="text" required maxLength={120} autoComplete="off" />
      <label htmlFor="correo">Correo</label>
      <input id="correo" name="correo" type="email" required maxLength={254} autoComplete="off" />
      <label htmlFor="rol">Qué verá</label>
      <select id="rol" name="rol">
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <div className="casilla">
        <input type="checkbox" id="agenda" name="agenda" value="si" />
        <label htmlFor="agenda">Llevará la agenda de citas</label>
      </div>
      <div className="casilla">
        <input type="checkbox" id="administrador" name="administrador" value="si" />
        <label htmlFor="administrador">Podrá administrar las cuentas</label>
      </div>
      <button type="submit" className="principal">
        Crear la invitación
      </button>
    </form>
  );
}
