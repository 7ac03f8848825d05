// The server administrator's commands for staff accounts (the first account, an administrator, is
// made here; administrators then manage the others on the accounts page, accounts-routes.ts):
//   npm run gestion -- invitar "Nombre Apellido" correo@clinica.pe [--rol reclamos|consultas|ambos|agenda] [--administrador]
//                                                                      prints a one-time link (24 h);
//                                                                      the role says what the account
//                                                                      sees (none: both; agenda: only
//                                                                      the agenda); an
//                                                                      administrator manages accounts
//   npm run gestion -- cuentas                                         lists the accounts
//   npm run gestion -- desactivar correo@clinica.pe                    disables an account, revokes
//                                                                      its passkeys, ends its sessions
//   npm run gestion -- activar correo@clinica.pe                       enables a disabled account again
//                                                                      and prints a new invitation (its
//                                                                      old passkeys stay revoked)
//   npm run gestion -- restablecer-llaves correo@clinica.pe            resets an active account's
//                                                                      passkeys (a lost phone): they
//                                                                      are revoked, its sessions end,
//                                                                      and a new one-time link is
//                                                                      printed (24 h); on the accounts
//                                                                      page this needs two administrators
//   npm run gestion -- administrador correo@clinica.pe [--quitar]      makes an active account an
//                                                                      administrator (if every one is
//                                                                      lost), or no longer one
//   npm run gestion -- agenda correo@clinica.pe [--quitar]             gives an account the agenda
//                                                                      role (./agenda/), or takes it
// They use the service's database (COMPLAINTS_DB) and origin (GESTION_ORIGIN), as the service does.
import {
  changeRole,
  disableStaff,
  enableStaff,
  findStaffByEmail,
  INVITATION_TTL_MS,
  inviteStaff,
  listStaff,
  resetPasskeysFromServer,
  ROLE_SEES,
  type Role,
} from "./accounts.ts";

import { openDatabase } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";
import { relyingParty } from "./mount.ts";
import { seesAgenda } from "./agenda/data.ts";
import { BASE } from "./paths.ts";
import { longDateTime } from "#shared/calendar/lima-clock.ts";

const [command, ...given] = process.argv.slice(2);
const isAdmin = given.includes("--administrador");
const rest = given.filter((arg) => arg !== "--administrador");
// --rol X (or --rol=X) anywhere after the command; the other arguments in their order.
const roleAt = rest.findIndex((arg) => arg === "--rol" || arg.startsWith("--rol="));
const role = roleAt < 0 ? undefined : rest[roleAt]!.includes("=") ? rest[roleAt]!.split("=")[1] : rest[roleAt + 1];
const args = roleAt < 0 ? rest : rest.filter((_, i) => i !== roleAt && !(i === roleAt + 1 && !rest[roleAt]!.includes("=")));
const env = serviceEnv();
const db = openDatabase(env.databaseFile);
// Lima's time, which says so (shared/calendar/lima-clock.ts).
const when = (ms: number | null) => (ms ? longDateTime(new Date(ms).toISOString()) : "—");

try {
  if (command === "invitar" && args.length === 2) {
    const [name, email] = args as [string, string];
    const { token, expiresAt } = inviteStaff(db, { name, email, role: role as Role | undefined, isAdmin });
    const link = `${relyingParty(env).origin}${BASE}/invitacion#t=${token}`;
    console.log(
      `Invitación para ${name} <${email}> (verá ${ROLE_SEES[findStaffByEmail(db, email)!.role]}${findStaffByEmail(db, email)!.isAdmin ? "; administra las cuentas" : ""}), válida una sola vez hasta ${when(expiresAt)} (${INVITATION_TTL_MS / 3_600_000} h):`,
    );
    // The only line on stdout's last line: scripts and tests read the link from it.
    console.log(link);
  } else if (command === "cuentas" && args.length === 0) {
    const staff = listStaff(db);
    if (!staff.length) console.log("No hay cuentas.");
    for (const s of staff) {
      console.log(
        `${s.email}\t${s.name}\t${s.role}${s.isAdmin ? " (administra)" : ""}\t${s.disabledAt ? `desactivada ${when(s.disabledAt)}` : "activa"}\tllaves: ${s.passkeys}\tsesiones: ${s.sessions}`,
      );
    }
  } else if (command === "desactivar" && args.length === 1) {
    if (!disableStaff(db, args[0]!)) {
      console.error(`No existe la cuenta ${args[0]}.`);
      process.exitCode = 1;
    } else console.log(`Cuenta ${args[0]} desactivada: sus llaves de acceso quedan revocadas y sus sesiones cerradas.`);
  } else if (command === "activar" && args.length === 1) {
    const account = findStaffByEmail(db, args[0]!);
    const enabled = account ? enableStaff(db, account.id, null) : null;
    if (!enabled) {
      console.error(`No existe una cuenta desactivada ${args[0]}.`);
      process.exitCode = 1;
    } else {
      console.log(
        `Cuenta ${args[0]} activa de nuevo (verá ${ROLE_SEES[enabled.account.role]}). Sus llaves anteriores siguen revocadas: envíale esta invitación, válida una sola vez hasta ${when(enabled.expiresAt)}:`,
      );
      console.log(`${relyingParty(env).origin}${BASE}/invitacion#t=${enabled.token}`);
    }
  } else if (command === "restablecer-llaves" && args.length === 1) {
    const made = resetPasskeysFromServer(db, args[0]!);
    if (!made) {
      console.error(`No existe una cuenta activa ${args[0]}.`);
      process.exitCode = 1;
    } else {
      console.log(
        `Llaves de acceso de ${args[0]} revocadas y sesiones cerradas. Nuevo enlace, válido una sola vez hasta ${when(made.expiresAt)}:`,
      );
      console.log(`${relyingParty(env).origin}${BASE}/invitacion#t=${made.token}`);
    }
  } else if (command === "administrador" && (args.length === 1 || (args.length === 2 && args[1] === "--quitar"))) {
    const account = findStaffByEmail(db, args[0]!);
    if (!account || account.disabledAt) {
      console.error(`No existe una cuenta activa ${args[0]}.`);
      process.exitCode = 1;
    } else {
      changeRole(db, account.id, { role: account.role, isAdmin: !args[1] }, null);
      console.log(args[1] ? `${args[0]} ya no administra las cuentas.` : `${args[0]} administra las cuentas.`);
    }
  } else if (command === "agenda" && (args.length === 1 || (args.length === 2 && args[1] === "--quitar"))) {
    const email = args[0]!;
    const account = findStaffByEmail(db, email);
    const give = !args[1];
    if (!account || account.disabledAt) {
      console.error(`No existe una cuenta activa ${email}. Invítala primero con: npm run gestion -- invitar.`);
      process.exitCode = 1;
    } else {
      // A change of role like any other: audited (as the server's) as rol_cambiado.
      const had = seesAgenda(db, account.id);
      changeRole(db, account.id, { role: account.role, isAdmin: account.isAdmin === 1, agenda: give }, null);
      if (give) console.log(`${email} ve la agenda en la gestión (${BASE}/agenda/).`);
      else console.log(had ? `${email} ya no ve la agenda.` : `${email} no tenía la agenda.`);
    }
  } else {
    console.error(
      'Uso: gestion invitar "Nombre Apellido" correo@clinica.pe [--rol reclamos|consultas|ambos|agenda] [--administrador] | gestion cuentas | gestion desactivar correo@clinica.pe | gestion activar correo@clinica.pe | gestion restablecer-llaves correo@clinica.pe | gestion administrador correo@clinica.pe [--quitar] | gestion agenda correo@clinica.pe [--quitar]',
    );
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  db.close();
}
