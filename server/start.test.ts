// `npm start` as a person runs it on a fresh clone: reachable from this machine only.
import os from "node:os";
import net from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { SPAWNED_PROCESS_TIMEOUT_MS } from "#shared/testing/timeouts.ts";
import { startService, type RunningService } from "#server/complaints/testing/service.ts";

// Every test here starts the service as a process.
vi.setConfig({ testTimeout: SPAWNED_PROCESS_TIMEOUT_MS });

let service: RunningService | undefined;
let dir: string | undefined;
afterEach(async () => {
  service?.child.kill("SIGTERM");
  await service?.exited;
  service = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });

it("does not listen beyond loopback unless HOST says so", async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "start-host-"));
  // HOST left unset, as `npm start` runs.
  service = await startService({
    COMPLAINTS_DB: path.join(dir, "db.sqlite"),
    COMPLAINTS_DELIVERY: "off",
    HOST: "",
    DATA_REPLICA: "",
  });
  const port = Number(new URL(service.origin).port);
  expect(service.output).toMatch(/Escuchando en 127\.0\.0\.1:\d+/);
  // No replica in development, and the start-up log says so (docs/disaster-recovery.md).
  expect(service.output).toMatch(/Réplica: sin DATA_REPLICA, la base de datos no se copia fuera de este equipo/);
  expect(await connects("127.0.0.1", port)).toBe(true);
  // Every address of this machine that is not loopback refuses the connection.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal)
    .map((address) => address!.address);
  for (const address of external) expect(await connects(address, port), address).toBe(false);
});

it("answers the contact form in EmailJS's place, as `npm start` does without EmailJS ids (e2e/stand-ins/)", async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "start-sink-"));
  const outbox = path.join(dir, "messages.jsonl");
  service = await startService({
    COMPLAINTS_DB: path.join(dir, "db.sqlite"),
    COMPLAINTS_DELIVERY: "off",
    EMAILJS_SINK_OUTBOX: outbox,
  });
  expect(service.output).toContain(`cada mensaje se guarda en ${outbox}`);
  const params = { lib_version: "4.4.1", service_id: "s", template_id: "t", user_id: "u", template_params: { nombre: "Ana" } };
  const response = await fetch(`${service.origin}/api/v1.0/email/send`, { method: "POST", body: JSON.stringify(params) });
  expect(response.status).toBe(200);
  expect(JSON.parse(readFileSync(outbox, "utf8"))).toMatchObject({ endpoint: "send", fields: { nombre: "Ana" } });
});
