// A bounded load on the home page behind nginx: 10 s, 10 connections, loopback only.
import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { nginxPort } from "./setup.ts";

test("nginx serves /app/ under load without a single error", async () => {
  test.setTimeout(60_000);
  const result = await autocannon({
    url: `http://127.0.0.1:${nginxPort}/app/`,
    connections: 10,
    duration: 10,
    headers: { "accept-encoding": "br, gzip" },
  });
  console.log(
    `autocannon /app/ (10 s, 10 connections, br): ${Math.round(result.requests.average)} requests/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `${result.requests.total} requests, ${result["2xx"]} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  expect(result.requests.total).toBeGreaterThan(1000);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
});
