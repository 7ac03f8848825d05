// The test of the way the server will fail, shared by the file:// test (kill-and-restore.test.ts,
// in `npm test`) and the SFTP script (scripts/replica-sftp.ts): the service runs with a replica and
// takes claims, consultation requests and bookings through HTTP at a steady rate; its whole process
// group (the service and its Litestream) is killed with SIGKILL mid-stream; then, in a fresh data
// folder, `npm run datos -- restaurar` and a fresh service play the new machine. It reports every
// write answered before the kill and whether the restored database has it.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { killGroup, startService } from "#server/complaints/testing/service.ts";

export interface Write {
  kind: "reclamo" | "solicitud" | "cita";
  /** The text that finds it in the restored database. */
  mark: string;
  /** When its success answer arrived (ms since the epoch). */
  ackedAt: number;
}

export interface KillAndRestoreResult {
  acked: Write[];
  killedAt: number;
  /** The acknowledged writes the restored database lacks. */
  missing: Write[];
  /** Restore (`npm run datos -- restaurar`) and the new service's start until health answers 200. */
  restoreMs: number;
  startMs: number;
  /** What the restore command printed. */
  restoreOutput: string;
}

/** The service with the limits out of the stream's way, in its own process group (killGroup ends it with its Litestream). */
const startGroup = (env: Record<string, string>) =>
  startService(
    {
      COMPLAINTS_DELIVERY: "off",
      COMPLAINTS_RATE_LIMIT: "100000",
      COMPLAINTS_RECIPIENT_LIMIT: "100000",
      CONSULTAS_RATE_LIMIT: "100000",
      AGENDA_RATE_LIMIT: "100000",
      ...env,
    },
    { group: true },
  );

/** Waits for `check` to hold, polling every 50 ms, for at most `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The free times the service offers (its development sample), as the booking form's values. */
async function freeTimeValues(origin: string): Promise<string[]> {
  const values: string[] = [];
  for (const modality of ["presencial", "virtual"]) {
    let from: string | null = "";
    for (let page = 0; page < 6 && from !== null; page++) {
      const response = await fetch(`${origin}/app/api/agenda/horarios?modalidad=${modality}${from ? `&desde=${from}` : ""}`);
      const body = (await response.json()) as {
        dias: { horarios: { inicio: string; profesional: string; modalidad: string }[] }[];
        siguiente: string | null;
      };
      for (const day of body.dias)
        for (const time of day.horarios) values.push(`${time.profesional}|${time.modalidad}|${Date.parse(time.inicio)}`);
      from = body.siguiente;
    }
  }
  return values;
}

/** One write of the stream: a claim, a request or a booking, in turn; resolves with it when acknowledged. */
async function write(origin: string, n: number, times: string[]): Promise<Write | null> {
  const mark = `marca-${n}-${randomUUID().slice(0, 8)}`;
  const kind = (["reclamo", "solicitud", "cita"] as const)[n % 3]!;
  let response: Response;
  if (kind === "reclamo")
    response = await fetch(`${origin}/app/api/reclamaciones`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(validClaim({ detail: `Reclamo de la prueba de réplica, ${mark}.` })),
    });
  else if (kind === "solicitud")
    response = await fetch(`${origin}/app/api/consultas`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(validRequest({ envioId: mark, message: `Solicitud de la prueba de réplica, ${mark}.` })),
    });
  else {
    const time = times[Math.floor(n / 3)];
    if (!time) return null;
    response = await fetch(`${origin}/app/reservar-cita/reservar`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        hora: time,
        name: "Prueba Réplica",
        phone: `9${String(10_000_000 + n).padStart(8, "0")}`,
        email: `${mark}@example.com`,
        consent: "si",
        teleconsent: "si",
      }).toString(),
      redirect: "manual",
    });
  }
  const ok = kind === "cita" ? response.status === 303 : response.status === 201;
  await response.body?.cancel();
  return ok ? { kind, mark, ackedAt: Date.now() } : null;
}

/** Whether the restored database holds each write (by its mark). */
function findMissing(databaseFile: string, writes: Write[]) {
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    const found = {
      reclamo: db.prepare("SELECT 1 FROM claims WHERE detail LIKE ?"),
      solicitud: db.prepare("SELECT 1 FROM consultation_requests WHERE message LIKE ?"),
      cita: db.prepare("SELECT 1 FROM appointments WHERE email = ?"),
    };
    return writes.filter((w) => !found[w.kind].get(w.kind === "cita" ? `${w.mark}@example.com` : `%${w.mark}%`));
  } finally {
    db.close();
  }
}

export async function killAndRestore({
  dir,
  replicaUrl,
  replicaKey,
  streamMs = 5000,
  everyMs = 60,
}: {
  dir: string;
  replicaUrl: string;
  replicaKey?: string;
  /** How long the writes go on before the kill. */
  streamMs?: number;
  /** One write this often (a modest rate: the machine is shared). */
  everyMs?: number;
}): Promise<KillAndRestoreResult> {
  const replicaEnv = { DATA_REPLICA: replicaUrl, ...(replicaKey ? { DATA_REPLICA_KEY: replicaKey } : {}) };
  const live = await startGroup({ COMPLAINTS_DB: path.join(dir, "vieja", "datos.sqlite"), ...replicaEnv });
  const acked: Write[] = [];
  let killedAt = 0;
  try {
    await waitFor(() => /réplica: replicando/.test(live.log()), 60_000, "Litestream to start");
    const times = await freeTimeValues(live.origin);
    const started = Date.now();
    const pending: Promise<void>[] = [];
    // Writes keep being sent at the steady rate until the kill, and some are in flight when it comes.
    for (let n = 0; Date.now() - started < streamMs; n++) {
      pending.push(
        write(live.origin, n, times).then(
          (done) => void (done && done.ackedAt <= (killedAt || Infinity) && acked.push(done)),
          () => undefined,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    killedAt = Date.now();
    await killGroup(live);
    await Promise.all(pending);
  } finally {
    if (live.child.exitCode === null && live.child.signalCode === null) await killGroup(live).catch(() => undefined);
  }

  // The new machine: a fresh data folder, the restore command, a fresh service.
  const databaseFile = path.join(dir, "nueva", "datos.sqlite");
  const restoreStarted = Date.now();
  const restore = spawnSync(process.execPath, ["--import", "tsx", "server/replication/cli.ts", "restaurar"], {
    env: { ...process.env, COMPLAINTS_DB: databaseFile, ...replicaEnv },
    encoding: "utf8",
  });
  const restoreMs = Date.now() - restoreStarted;
  const restoreOutput = `${restore.stdout}${restore.stderr}`;
  if (restore.status !== 0) throw new Error(`restaurar failed (${restore.status}):\n${restoreOutput}`);
  const startStarted = Date.now();
  const fresh = await startGroup({ COMPLAINTS_DB: databaseFile });
  try {
    await waitFor(async () => (await fetch(`${fresh.origin}/app/api/salud`)).status === 200, 60_000, "health 200");
  } finally {
    await killGroup(fresh);
  }
  const startMs = Date.now() - startStarted;
  return { acked, killedAt, missing: findMissing(databaseFile, acked), restoreMs, startMs, restoreOutput };
}
