// `npm run bench:reclamos`: the complaints book's submission endpoint under load. The real service
// (server/start.ts, a child process) with a fresh database in a temporary directory, WAL with full
// sync as in production; autocannon POSTs valid claims for 10 s, three times, and prints
// requests/s, p99 latency and the errors of each run and their medians. A benchmark, not a test:
// figures depend on the machine (and its disk's fsync), nothing is asserted but "0 errors".
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startService } from "../server/complaints/testing/service.ts";
import { validClaim } from "../server/complaints/testing/claims.ts";

const RUNS = 3;
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-reclamos-"));
const service = await startService({
  COMPLAINTS_DB: path.join(dir, "reclamaciones.sqlite"),
  COMPLAINTS_RATE_LIMIT: "100000000",
  COMPLAINTS_RECIPIENT_LIMIT: "100000000",
  // Mail stays in the outbox table: the figure is the submission's, not the mail folder's.
  COMPLAINTS_DELIVERY: "off",
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results: { rps: number; p99: number; errors: number }[] = [];
let failed = false;
try {
  for (let run = 1; run <= RUNS; run++) {
    const result = await autocannon({
      url: `${service.origin}/app/api/reclamaciones`,
      method: "POST",
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(validClaim()),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    results.push({ rps: result.requests.average, p99: result.latency.p99, errors });
    console.log(
      `run ${run}: ${result.requests.average.toFixed(0)} requests/s, p99 ${result.latency.p99} ms, ${result["2xx"]} claims stored, ${errors} errors`,
    );
    if (errors) failed = true;
  }
  console.log(
    `\nPOST /app/api/reclamaciones, ${CONNECTIONS} connections, ${DURATION} s × ${RUNS} (node ${process.version}, ${os.cpus().length} cores): ` +
      `median ${median(results.map((r) => r.rps)).toFixed(0)} requests/s, median p99 ${median(results.map((r) => r.p99))} ms, ` +
      `${results.reduce((sum, r) => sum + r.errors, 0)} errors`,
  );
} finally {
  service.child.kill("SIGTERM");
  await service.exited;
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);
