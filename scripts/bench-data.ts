// `npm run bench -- datos [--runs N]`: the recovery time on this machine (docs/disaster-recovery.md).
// A database of 50,000 consultation requests, 5,000 claims (server/back-office/testing/seed.ts) and
// 20,000 appointments is replicated by Litestream to a file:// replica (the production timing,
// REPLICA_TIMING); then, each run, a fresh data folder: `npm run datos -- restaurar` (Litestream's
// restore, integrity_check, the migrations' version) and the service's start until /app/api/salud
// answers 200, each timed. Prints the medians.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, transaction } from "#server/db.ts";
import { seedBackOffice } from "#server/back-office/testing/seed.ts";
import { startService } from "#server/complaints/testing/service.ts";
import { writeLitestreamConfig } from "#server/replication/litestream-config.ts";
import { startReplicator } from "#server/replication/replicator.ts";
import { waitFor } from "#server/replication/testing/kill-and-restore.ts";

const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dir = mkdtempSync(path.join(tmpdir(), "bench-datos-"));
const live = path.join(dir, "vieja", "datos.sqlite");
const replicaUrl = `file://${path.join(dir, "replica")}`;
try {
  let started = Date.now();
  const db = openDatabase(live);
  seedBackOffice(db, { requests: 50_000, claims: 5_000 });
  // 20,000 appointments: ten professionals, one every half hour each, from a year ago onwards.
  const insert = db.prepare(
    `INSERT INTO appointments (code, professional, modality, start_at, end_at, state, name, phone, phone_key, email, email_key, source, created_at, state_changed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'web', ?, ?)`,
  );
  const from = Date.now() - 365 * 24 * 60 * 60_000;
  transaction(db, () => {
    for (let n = 0; n < 20_000; n++) {
      const start = from + Math.floor(n / 10) * 30 * 60_000;
      const phone = `9${String(n).padStart(8, "0")}`;
      insert.run(
        `CT-${String(n + 1).padStart(6, "0")}`,
        `profesional-${n % 10}`,
        n % 5 ? "presencial" : "virtual",
        start,
        start + 30 * 60_000,
        start < Date.now() ? "atendida" : "reservada",
        `Paciente de prueba ${n}`,
        phone,
        phone,
        `paciente${n}@example.pe`,
        `paciente${n}@example.pe`,
        start - 7 * 24 * 60 * 60_000,
        start,
      );
    }
  });
  db.close();
  const size = statSync(live).size;
  console.log(
    `Base: 50.000 solicitudes, 5.000 reclamos, 20.000 citas: ${(size / 1024 / 1024).toFixed(1)} MB (${seconds(Date.now() - started)} en crearla).`,
  );

  // Litestream's first snapshot of it, as the running service would take.
  started = Date.now();
  const replicator = startReplicator({
    configFile: writeLitestreamConfig(live, { url: replicaUrl }),
    log: { log: () => {}, error: console.error },
  });
  await waitFor(() => replicator.status().lastReplicatedAt !== undefined, 300_000, "the first snapshot");
  await replicator.stop();
  console.log(`Primera copia en la réplica (file://): ${seconds(Date.now() - started)}.`);

  const restores: number[] = [];
  const starts: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const target = path.join(dir, `nueva-${run}`, "datos.sqlite");
    started = Date.now();
    const restore = spawnSync(process.execPath, ["--import", "tsx", "server/replication/cli.ts", "restaurar"], {
      env: { ...process.env, COMPLAINTS_DB: target, DATA_REPLICA: replicaUrl },
      encoding: "utf8",
    });
    if (restore.status !== 0) throw new Error(`restaurar: ${restore.stderr}`);
    restores.push(Date.now() - started);
    started = Date.now();
    const service = await startService({ COMPLAINTS_DB: target, COMPLAINTS_DELIVERY: "off" });
    await waitFor(async () => (await fetch(`${service.origin}/app/api/salud`)).status === 200, 60_000, "health 200");
    starts.push(Date.now() - started);
    service.child.kill("SIGTERM");
    await service.exited;
    rmSync(path.dirname(target), { recursive: true, force: true });
    console.log(
      `  vuelta ${run + 1}: restaurar ${seconds(restores.at(-1)!)}, iniciar hasta salud 200 ${seconds(starts.at(-1)!)}`,
    );
  }
  console.log(
    `Tiempo de recuperación (mediana de ${RUNS}): restaurar ${seconds(median(restores))} + iniciar ${seconds(median(starts))} = ${seconds(median(restores) + median(starts))}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
