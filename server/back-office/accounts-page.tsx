// The accounts page (accounts-routes.ts), for administrators: every account with what it sees,
// whether it manages accounts and its last sign-in, its role's form, the reset of its passkeys (which
// a second administrator confirms), and the invitation form.
import { ROLE_LABELS, ROLE_SEES, ROLES, type PasskeyReset, type StaffSummary } from "./accounts.ts";
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
  /** The account an invitation was refused for (its address is taken): the page points to its role form. */
  existing?: { id: number; name: string };
  /** Resets of passkeys waiting for a second administrator. */
  resets?: PasskeyReset[];
  /** A confirmed reset's new link, with its text: shown this once, to the one who confirmed. */
  resetLink?: string;
}

export function AccountsPage({
  session,
  accounts,
  notice,
  invitation,
  error,
  existing,
  resets = [],
  resetLink,
}: AccountsPageProps) {
  return (
    <Layout title="Cuentas" session={session} skipTo={{ href: "#filas", label: "Ir a las cuentas" }}>
      <Notice text={notice} />
      {invitation ? (
        <div className="confirmacion" role="status">
          <p>Invitación creada. Envía este texto a la persona por un medio de confianza; el enlace no se volverá a mostrar:</p>
          <p className="texto copiar">{invitation}</p>
        </div>
      ) : null}
      {resetLink ? (
        <div className="confirmacion" role="status">
          <p>
            Llaves restablecidas: las anteriores quedan revocadas y sus sesiones cerradas. Envía este texto a la persona por un
            medio de confianza; el enlace no se volverá a mostrar:
          </p>
          <p className="texto copiar">{resetLink}</p>
        </div>
      ) : null}
      <Alert text={error} />
      {existing ? (
        <p>
          <a href={`#rol-${existing.id}`}>{`Ir al formulario «Cambiar el rol» de ${existing.name}`}</a>
        </p>
      ) : null}
      <PendingResets session={session} resets={resets} />
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
    <li className="tarjeta" id={`cuenta-${account.id}`}>
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
      {account.disabledAt ? (
        <form method="post" action={`${ACCOUNTS_BASE}/${account.id}/activar`} className="en-linea">
          <CsrfField session={session} />
          <button type="submit">{`Activar de nuevo la cuenta de ${account.name}`}</button>
        </form>
      ) : (
        <>
          <RoleForm session={session} account={account} />
          <form method="post" action={`${ACCOUNTS_BASE}/${account.id}/llaves`} className="en-linea">
            <CsrfField session={session} />
            <button type="submit">{`Restablecer las llaves de acceso de ${account.name}`}</button>
          </form>
          {account.id === session.staffId ? (
            <p className="nota">Esta es tu cuenta: otra persona administradora puede desactivarla.</p>
          ) : (
            // A second look first: the next page says what disabling does, and asks.
            <p>
              <a className="boton peligro" href={`${ACCOUNTS_BASE}/${account.id}/desactivar`}>
                {`Desactivar la cuenta de ${account.name}…`}
              </a>
            </p>
          )}
        </>
      )}
    </li>
  );
}

/** The resets asked and not yet confirmed: another administrator confirms, anyone withdraws. */
function PendingResets({ session, resets }: { session: Session; resets: PasskeyReset[] }) {
  if (!resets.length) return null;
  return (
    <section aria-labelledby="restablecer">
      <h2 id="restablecer">Llaves por restablecer</h2>
      <p className="nota">
        Una persona administradora lo pide y otra lo confirma; solo entonces se revocan las llaves de la cuenta y se crea un
        enlace nuevo. El pedido vence en 24 horas.
      </p>
      <ul className="tarjetas">
        {resets.map((reset) => (
          <li key={reset.id} className="tarjeta">
            <p>{`${reset.staffName}: pedido por ${reset.requestedByName} el ${when(reset.requestedAt)}`}</p>
            {session.staffId === reset.requestedBy || session.staffId === reset.staffId ? (
              <p className="nota">Otra persona administradora debe confirmarlo.</p>
            ) : (
              <form method="post" action={`${ACCOUNTS_BASE}/restablecer/${reset.id}/confirmar`} className="en-linea">
                <CsrfField session={session} />
                <button type="submit" className="peligro">{`Confirmar: restablecer las llaves de ${reset.staffName}`}</button>
              </form>
            )}
            <form method="post" action={`${ACCOUNTS_BASE}/restablecer/${reset.id}/retirar`} className="en-linea">
              <CsrfField session={session} />
              <button type="submit">{`Retirar el pedido para ${reset.staffName}`}</button>
            </form>
          </li>
        ))}
      </ul>
    </section>
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

/** The second look before disabling an account: what happens, who is told (nobody), and the way back. */
export function DisableAccountPage({ session, account }: { session: Session; account: StaffSummary }) {
  return (
    <Layout title={`Desactivar la cuenta de ${account.name}`} session={session}>
      <p>{`Vas a desactivar la cuenta de ${account.name} (${account.email}). Al desactivarla:`}</p>
      <ul>
        <li>{`sus ${account.passkeys} ${account.passkeys === 1 ? "llave" : "llaves"} de acceso quedan revocadas para siempre;`}</li>
        <li>{`sus sesiones abiertas (${account.sessions}) se cierran y sus invitaciones pendientes dejan de funcionar;`}</li>
        <li>no se envía ningún correo: avísale tú si hace falta.</li>
      </ul>
      <p>Una persona administradora puede activarla de nuevo; entonces necesitará una invitación nueva para crear otra llave.</p>
      <form method="post" action={`${ACCOUNTS_BASE}/${account.id}/desactivar`} className="respuesta">
        <CsrfField session={session} />
        <div className="botones">
          <button type="submit" className="peligro">{`Sí, desactivar la cuenta de ${account.name}`}</button>
          <a className="boton" href={`${ACCOUNTS_BASE}#cuenta-${account.id}`}>
            Volver sin cambiar nada
          </a>
        </div>
      </form>
    </Layout>
  );
}
