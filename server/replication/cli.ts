// The server administrator's data commands (docs/disaster-recovery.md):
//   npm run datos -- restaurar [--hasta FECHA-HORA]   restores DATA_REPLICA's latest state, or its
//                                                     state at that moment (Lima's time, e.g.
//                                                     «2026-11-28 14:30», or ISO with its offset),
//                                                     into COMPLAINTS_DB, which must not exist yet
// It uses the service's settings (server/env.ts), as the service does.
import { serviceEnv } from "#server/env.ts";
import { longDateTime } from "#shared/calendar/lima-clock.ts";
import { REPLICA_TIMING } from "./litestream-config.ts";
import { restoreFromReplica, RestoreError } from "./restore.ts";

const USAGE = "Uso: npm run datos -- restaurar [--hasta «AAAA-MM-DD HH:MM»]";

/** «2026-11-28 14:30» (Lima, UTC−5 all year) or an ISO moment with its own offset or Z. */
export function parseMoment(text: string): Date | undefined {
  const lima = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  const iso = lima ? `${lima[1]}T${lima[2]}${lima[2]!.length === 5 ? ":00" : ""}-05:00` : text.trim();
  const moment = /[zZ]|[+-]\d{2}:\d{2}$/.test(iso) ? new Date(iso) : new Date(NaN);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

function main(args: string[]) {
  const [command, ...rest] = args;
  if (command !== "restaurar") throw new RestoreError(USAGE);
  const at = rest.findIndex((arg) => arg === "--hasta" || arg.startsWith("--hasta="));
  const given = at < 0 ? undefined : rest[at]!.includes("=") ? rest[at]!.split("=").slice(1).join("=") : rest[at + 1];
  if (rest.length > (at < 0 ? 0 : rest[at]!.includes("=") ? 1 : 2)) throw new RestoreError(USAGE);
  const until = given === undefined ? undefined : parseMoment(given);
  if (at >= 0 && !until)
    throw new RestoreError(`--hasta: «${given ?? ""}» no es una fecha y hora; escríbela así: 2026-11-28 14:30 (hora de Lima).`);
  const env = serviceEnv();
  if (!env.replica) throw new RestoreError("DATA_REPLICA no está definida: no hay réplica de la cual restaurar.");
  console.log(`Restaurando ${until ? `el estado del ${longDateTime(until.toISOString())}` : "el último estado"} de la réplica…`);
  const started = Date.now();
  const restored = restoreFromReplica({ databaseFile: env.databaseFile, replica: env.replica, until });
  console.log(
    `Base de datos restaurada en ${restored.file} en ${((Date.now() - started) / 1000).toFixed(1)} s: integridad correcta, migración ${restored.migration}; ${restored.claims} reclamos, ${restored.requests} solicitudes de consulta, ${restored.appointments} citas.`,
  );
  console.log(`La réplica guarda ${REPLICA_TIMING.retention.replace("h", "")} horas hacia atrás. Ahora inicia el servicio.`);
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
