// What bench reclamos and bench consultas share (scripts/bench-complaints.ts,
// scripts/bench-consultations.ts): the real service (server/start.ts, a child process) with a fresh
// database in a temporary directory, WAL with full sync as in production, mail left in the outbox
// table (the figure is the submission's, not the mail folder's); autocannon POSTs to one endpoint
// for BENCH_DURATION s (10) with BENCH_CONNECTIONS (10), three times, and prints requests/s, p99
// latency and the errors of each run and their medians. A benchmark, not a test: figures depend on
// the machine (and its disk's fsync), nothing is asserted but "0 errors" (exit 1 otherwise).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startService } from "#server/complaints/testing/service.ts";

const RUNS = 3;
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchEndpoint({
  name,
  endpoint,
  env,
  stored,
  request,
}: {
  /** The temporary directory's prefix. */
  name: string;
  endpoint: string;
  /** The service's environment beyond the database and the delivery (its limits lifted). */
  env: Record<string, string>;
  /** What a 2xx stores, for the report ("claims"). */
  stored: string;
  /** The body (the same each time) or autocannon's requests (e.g. one submission id each). */
  request: Partial<Pick<Parameters<typeof autocannon>[0], "body" | "requests">>;
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const service = await startService({
    COMPLAINTS_DB: path.join(dir, "reclamaciones.sqlite"),
    COMPLAINTS_DELIVERY: "off",
    ...env,
  });
  const results: { rps: number; p99: number; errors: number }[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const result = await autocannon({
        url: `${service.origin}${endpoint}`,
        method: "POST",
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { "content-type": "application/json", accept: "application/json" },
        ...request,
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      results.push({ rps: result.requests.average, p99: result.latency.p99, errors });
      console.log(
        `run ${run}: ${result.requests.average.toFixed(0)} requests/s, p99 ${result.latency.p99} ms, ${result["2xx"]} ${stored} stored, ${errors} errors`,
      );
    }
    console.log(
      `\nPOST ${endpoint}, ${CONNECTIONS} connections, ${DURATION} s × ${RUNS} (node ${process.version}, ${os.cpus().length} cores): ` +
        `median ${median(results.map((r) => r.rps)).toFixed(0)} requests/s, median p99 ${median(results.map((r) => r.p99))} ms, ` +
        `${results.reduce((sum, r) => sum + r.errors, 0)} errors`,
    );
  } finally {
    service.child.kill("SIGTERM");
    await service.exited;
    rmSync(dir, { recursive: true, force: true });
  }
  if (results.some((r) => r.errors)) process.exit(1);
}
