// The server administrator's command for the agenda role (no web page can grant it):
//   npm run gestion:agenda -- correo@clinica.pe            gives the account the agenda
//   npm run gestion:agenda -- correo@clinica.pe --quitar   takes it away
// The account must exist (npm run gestion:invitar). Written to the audit log as the server's own
// command would be: it is the database of the service (COMPLAINTS_DB), as the other commands use.
import { openDatabase } from "#server/db.ts";
import { serviceEnv } from "#server/env.ts";
import { grantAgenda, revokeAgenda } from "./data.ts";

const [email, flag] = process.argv.slice(2);
const db = openDatabase(serviceEnv().databaseFile);
try {
  if (!email || (flag && flag !== "--quitar")) {
    console.error("Uso: gestion:agenda correo@clinica.pe [--quitar]");
    process.exitCode = 2;
  } else if (flag === "--quitar") {
    console.log(revokeAgenda(db, email) ? `${email} ya no ve la agenda.` : `${email} no tenía la agenda.`);
  } else if (grantAgenda(db, email)) {
    console.log(`${email} ve la agenda en la gestión (/app/gestion/agenda/).`);
  } else {
    console.error(`No existe una cuenta activa ${email}. Invítala primero con npm run gestion:invitar.`);
    process.exitCode = 1;
  }
} finally {
  db.close();
}
