// The back office's queues at scale (issue 41's targets): the real service (server/start.ts, a
// child process) on a fresh database seeded with BENCH_REQUESTS requests (5,000) and BENCH_CLAIMS
// claims (2,000) by server/back-office/testing/seed.ts, one signed-in administrator, and
// BENCH_ROUNDS (200) GETs per page, one at a time, timed from the request to the last byte. Prints
// p50, p95 and max per page against the targets: a queue page ≤ 150 ms p95, a search ≤ 200 ms p95.
// A benchmark, not a test: the figures depend on the machine (here, 2 cores shared with others).
//   npm run bench -- gestion
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inviteStaff } from "#server/back-office/accounts.ts";
import { createSession, SESSION_COOKIE } from "#server/back-office/sessions.ts";
import { seedBackOffice } from "#server/back-office/testing/seed.ts";
import { startService } from "#server/complaints/testing/service.ts";
import { openDatabase, value } from "#server/db.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS) || 5000;
const CLAIMS = Number(process.env.BENCH_CLAIMS) || 2000;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 200;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-gestion-"));
const file = path.join(dir, "reclamaciones.sqlite");
const seeding = performance.now();
const db = openDatabase(file);
seedBackOffice(db, { requests: REQUESTS, claims: CLAIMS, now: Date.now() - 5 * 24 * 3_600_000 });
const { staffId } = inviteStaff(db, { name: "Banco de pruebas", email: "bench@clinica.pe", isAdmin: true });
const session = createSession(db, staffId);
const phone = value<string>(db, "SELECT phone FROM consultation_requests WHERE id = ?", Math.floor(REQUESTS / 2))!;
const claimName = value<string>(db, "SELECT patient_last_names FROM claims WHERE id = ?", Math.floor(CLAIMS / 2))!;
db.close();
console.log(`${REQUESTS} requests and ${CLAIMS} claims seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

const service = await startService({ COMPLAINTS_DB: file, COMPLAINTS_DELIVERY: "off" });
const origin = /del origen (\S+)/.exec(service.output)?.[1] ?? service.origin;
const cookie = `${SESSION_COOKIE}=${session}`;
const csrf = /name="csrf" value="([^"]+)"/.exec(
  await (await fetch(`${service.origin}/app/gestion/consultas/`, { headers: { Cookie: cookie } })).text(),
)![1]!;

/** Posts a search and returns the list URL it lands on (the search kept under a handle). */
async function search(base: string, q: string) {
  const response = await fetch(`${service.origin}${base}buscar`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, q, lista: "" }),
  });
  return response.headers.get("location")!;
}

const pages: [string, string, number][] = [
  ["«Hoy»", "/app/gestion/", 150],
  ["requests queue, page 1 (by urgency)", "/app/gestion/consultas/", 150],
  ["requests queue, page 100", "/app/gestion/consultas/?pagina=100", 150],
  ["requests queue, pending, newest first", "/app/gestion/consultas/?estado=pendientes&orden=recientes", 150],
  ["claims queue, page 1", "/app/gestion/reclamos/", 150],
  ["requests search by name", await search("/app/gestion/consultas/", "maria quispe"), 200],
  ["requests search by phone", await search("/app/gestion/consultas/", phone), 200],
  ["claims search by name", await search("/app/gestion/reclamos/", claimName), 200],
];

let failed = false;
try {
  for (const [name, url, target] of pages) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      const response = await fetch(`${service.origin}${url}`, { headers: { Cookie: cookie } });
      const body = await response.text();
      times.push(performance.now() - start);
      if (response.status !== 200 || !body.includes("</html>")) throw new Error(`${url}: ${response.status}`);
    }
    const p95 = percentile(times, 95);
    if (p95 > target) failed = true;
    console.log(
      `${name.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(6)} ms  (target p95 ≤ ${target} ms${p95 > target ? ": MISSED" : ""})`,
    );
  }
  console.log(`\n${ROUNDS} GETs each, one at a time (node ${process.version}, ${os.cpus().length} cores)`);
} finally {
  service.child.kill("SIGTERM");
  await service.exited;
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
