// The server administrator's commands for staff accounts (no web page can make an account):
//   npm run gestion:invitar -- "Nombre Apellido" correo@clinica.pe   prints a one-time link (24 h)
//   npm run gestion:cuentas                                            lists the accounts
//   npm run gestion:desactivar -- correo@clinica.pe                    disables an account, revokes
//                                                                      its passkeys, ends its sessions
// They use the service's database (COMPLAINTS_DB) and origin (GESTION_ORIGIN), as the service does.
import { disableStaff, INVITATION_TTL_MS, inviteStaff, listStaff } from "./accounts.ts";
import { openDatabase } from "../db.ts";
import { serviceEnv } from "../env.ts";
import { relyingParty } from "./mount.ts";
import { BASE } from "./pages.ts";

const [command, ...args] = process.argv.slice(2);
const env = serviceEnv();
const db = openDatabase(env.databaseFile);
const when = (ms: number | null) => (ms ? new Date(ms).toLocaleString("es-PE", { timeZone: "America/Lima" }) : "—");

try {
  if (command === "invitar" && args.length === 2) {
    const [name, email] = args as [string, string];
    const { token, expiresAt } = inviteStaff(db, { name, email });
    const link = `${relyingParty(env).origin}${BASE}/invitacion#t=${token}`;
    console.log(
      `Invitación para ${name} <${email}>, válida una sola vez hasta ${when(expiresAt)} (${INVITATION_TTL_MS / 3_600_000} h):`,
    );
    // The only line on stdout's last line: scripts and tests read the link from it.
    console.log(link);
  } else if (command === "cuentas" && args.length === 0) {
    const staff = listStaff(db);
    if (!staff.length) console.log("No hay cuentas.");
    for (const s of staff) {
      console.log(
        `${s.email}\t${s.name}\t${s.disabledAt ? `desactivada ${when(s.disabledAt)}` : "activa"}\tllaves: ${s.passkeys}\tsesiones: ${s.sessions}`,
      );
    }
  } else if (command === "desactivar" && args.length === 1) {
    if (!disableStaff(db, args[0]!)) {
      console.error(`No existe la cuenta ${args[0]}.`);
      process.exitCode = 1;
    } else console.log(`Cuenta ${args[0]} desactivada: sus llaves de acceso quedan revocadas y sus sesiones cerradas.`);
  } else {
    console.error(
      'Uso: gestion invitar "Nombre Apellido" correo@clinica.pe | gestion cuentas | gestion desactivar correo@clinica.pe',
    );
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  db.close();
}
