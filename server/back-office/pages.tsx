// The back office's own pages that belong to no concern: signing in, accepting an invitation and
// a plain message (not found, refused, session over). Components in the shell of
// layout.tsx, rendered with its `page()`.
import type { Context } from "hono";
import { Layout, page } from "./layout.tsx";
import { BASE, CLINIC } from "./paths.ts";
import type { Env, Session } from "./sessions.ts";

const Status = ({ message = "" }: { message?: string }) => (
  <p id="estado" className="estado" role="status" aria-live="polite">
    {message}
  </p>
);

const NeedsScript = () => (
  <noscript>
    <p className="aviso">Para usar tu llave de acceso necesitas tener JavaScript activado.</p>
  </noscript>
);

export function SignInPage({ message }: { message?: string }) {
  return (
    <Layout title="Entrar" passkeys>
      <p>Entra con tu llave de acceso (passkey): tu huella, tu rostro o el PIN de tu dispositivo. No hay contraseñas.</p>
      <NeedsScript />
      <button type="button" className="principal" data-llave="entrar">
        Entrar con mi llave de acceso
      </button>
      <Status message={message} />
      <p className="nota">¿Aún no tienes una llave de acceso? Pide una invitación al administrador del servidor.</p>
    </Layout>
  );
}

export function InvitationPage() {
  return (
    <Layout title="Crea tu llave de acceso" passkeys>
      <p>{`Te invitaron a la gestión de ${CLINIC}. Crea una llave de acceso en este dispositivo: la usarás para entrar, con tu huella, tu rostro o su PIN.`}</p>
      <p>La invitación sirve una sola vez y vence en 24 horas.</p>
      <NeedsScript />
      <button type="button" className="principal" data-llave="registrar">
        Crear mi llave de acceso
      </button>
      <Status />
    </Layout>
  );
}

export function MessagePage({ title, message, session }: { title: string; message: string; session?: Session }) {
  return (
    <Layout title={title} session={session}>
      <p>{message}</p>
      <p>
        <a href={session ? `${BASE}/` : `${BASE}/entrar`}>Continuar</a>
      </p>
    </Layout>
  );
}

/** The page for what does not exist, or what an account's role does not cover: the same 404. */
export const notFound = (c: Context<Env>, message = "Esta página no existe.") =>
  c.html(page(MessagePage, { title: "No encontrado", message, session: c.get("session") }), 404);
