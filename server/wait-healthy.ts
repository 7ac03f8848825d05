// The systemd unit's ExecStartPost: waits until the service just started answers /app/api/salud
// with 200 (a claim can be committed now, server/health.ts), at most 30 s.
// Otherwise it exits 1 with the reason the service gave, systemd marks the start failed and says
// why in the journal (journalctl -u alborada-service).
import { serviceEnv } from "./env.ts";

const { port } = serviceEnv();
const url = `http://127.0.0.1:${port}/app/api/salud`;
const deadline = Date.now() + 30_000;
let last = "sin respuesta";
while (Date.now() < deadline) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (response.status === 200) process.exit(0);
    const body = (await response.json().catch(() => ({}))) as { motivo?: string };
    last = `${response.status} ${body.motivo ?? ""}`.trim();
  } catch {
    // Not listening yet.
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error(`salud: el servicio no está sano tras 30 s (${last})`);
process.exit(1);
