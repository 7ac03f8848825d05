// `npm run bench:consultas`: «Pide tu primera consulta»'s endpoint under load, as bench:reclamos
// measures the complaints book's (scripts/bench-complaints.ts): the real service with a fresh
// database, WAL with full sync; autocannon POSTs valid requests, each with its own submission id
// (as each form has), for 10 s, three times, and prints requests/s, p99 latency and errors. A
// benchmark, not a test: nothing is asserted but "0 errors".
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startService } from "../server/complaints/testing/service.ts";
import { validRequest } from "../server/consultations/testing/requests.ts";

const RUNS = 3;
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-consultas-"));
const service = await startService({
  COMPLAINTS_DB: path.join(dir, "reclamaciones.sqlite"),
  CONSULTAS_RATE_LIMIT: "100000000",
  COMPLAINTS_RECIPIENT_LIMIT: "100000000",
  // Mail stays in the outbox table: the figure is the request's, not the mail folder's.
  COMPLAINTS_DELIVERY: "off",
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results: { rps: number; p99: number; errors: number }[] = [];
let failed = false;
try {
  for (let run = 1; run <= RUNS; run++) {
    const result = await autocannon({
      url: `${service.origin}/app/api/consultas`,
      method: "POST",
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { "content-type": "application/json", accept: "application/json" },
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(validRequest({ envioId: randomUUID() })) }) }],
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    results.push({ rps: result.requests.average, p99: result.latency.p99, errors });
    console.log(
      `run ${run}: ${result.requests.average.toFixed(0)} requests/s, p99 ${result.latency.p99} ms, ${result["2xx"]} requests stored, ${errors} errors`,
    );
    if (errors) failed = true;
  }
  console.log(
    `\nPOST /app/api/consultas, ${CONNECTIONS} connections, ${DURATION} s × ${RUNS} (node ${process.version}, ${os.cpus().length} cores): ` +
      `median ${median(results.map((r) => r.rps)).toFixed(0)} requests/s, median p99 ${median(results.map((r) => r.p99))} ms, ` +
      `${results.reduce((sum, r) => sum + r.errors, 0)} errors`,
  );
} finally {
  service.child.kill("SIGTERM");
  await service.exited;
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);
