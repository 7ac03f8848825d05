import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmailJsSink, TEST_STATUS_COOKIE, type SinkOptions } from "./emailjs-sink.ts";

const sdkParams = {
  lib_version: "4.4.1",
  service_id: "service_local",
  template_id: "template_local",
  user_id: "public_local",
};
const message = { nombre: "Ana Pérez", numero: "987 654 321", edad: "34", mensaje: "Hola 👋, ¿atienden los sábados?" };

let server: http.Server | undefined;
let dir: string | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function startSink(options: Omit<SinkOptions, "outbox"> = {}) {
  dir = mkdtempSync(path.join(tmpdir(), "emailjs-sink-"));
  const outbox = path.join(dir, "nested", "messages.jsonl");
  const handle = createEmailJsSink({ outbox, ...options });
  server = http.createServer((req, res) => {
    if (!handle(req, res)) {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const readOutbox = () =>
    existsSync(outbox)
      ? readFileSync(outbox, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  return { origin, outbox, readOutbox };
}

function formOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

/** Posts a body in several chunks without a Content-Length, as a streaming client would. */
function postChunked(origin: string, pathname: string, chunks: Buffer[]) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${origin}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("the local EmailJS sink", () => {
  it("answers 200 OK to a complete send-form request and appends one JSON line to the outbox", async () => {
    const { origin, readOutbox, outbox } = await startSink();
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      body: formOf({ ...message, ...sdkParams }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    const [entry, ...rest] = readOutbox();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      endpoint: "send-form",
      serviceId: "service_local",
      templateId: "template_local",
      fields: message,
    });
    expect(Object.keys(entry.fields)).toEqual(["nombre", "numero", "edad", "mensaje"]);
    expect(Date.now() - Date.parse(entry.receivedAt)).toBeLessThan(60_000);
    expect(readFileSync(outbox, "utf8").endsWith("\n")).toBe(true);
  });

  it("answers the JSON send path too, storing the template parameters", async () => {
    const { origin, readOutbox } = await startSink();
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...sdkParams, template_params: message }),
    });
    expect(response.status).toBe(200);
    expect(readOutbox()).toEqual([expect.objectContaining({ endpoint: "send", fields: message })]);
  });

  for (const missing of ["service_id", "template_id", "user_id", "lib_version"] as const) {
    it(`answers 400 and stores nothing when ${missing} is missing`, async () => {
      const { origin, readOutbox } = await startSink();
      const params: Record<string, string> = { ...message, ...sdkParams };
      delete params[missing];
      const response = await fetch(`${origin}/api/v1.0/email/send-form`, { method: "POST", body: formOf(params) });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(`The ${missing} parameter is required`);
      expect(readOutbox()).toEqual([]);
    });
  }

  it("answers 413 to a body over the limit, declared or streamed, and keeps serving", async () => {
    const { origin, readOutbox } = await startSink({ maxBodyBytes: 1024 });
    const declared = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      body: formOf({ ...sdkParams, ...message, mensaje: "x".repeat(5000) }),
    });
    expect(declared.status).toBe(413);
    const streamed = await postChunked(
      origin,
      "/api/v1.0/email/send",
      Array.from({ length: 8 }, () => Buffer.alloc(512, "a")),
    );
    expect(streamed.status).toBe(413);
    expect(streamed.text).toMatch(/too large/);
    const after = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: "POST",
      body: formOf({ ...sdkParams, ...message }),
    });
    expect(after.status).toBe(200);
    expect(readOutbox()).toHaveLength(1);
  });

  it("answers 400 to a body it cannot read and 405 to anything but POST", async () => {
    const { origin } = await startSink();
    const notMultipart = await fetch(`${origin}/api/v1.0/email/send-form`, { method: "POST", body: "nombre=Ana" });
    expect(notMultipart.status).toBe(400);
    const brokenJson = await fetch(`${origin}/api/v1.0/email/send`, { method: "POST", body: "{nope" });
    expect(brokenJson.status).toBe(400);
    const get = await fetch(`${origin}/api/v1.0/email/send-form`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("lets other paths through", async () => {
    const { origin } = await startSink();
    expect((await fetch(`${origin}/app/`)).status).toBe(404);
  });

  it("ignores the failure cookie unless test controls are on", async () => {
    const off = await startSink();
    const headers = { Cookie: `${TEST_STATUS_COOKIE}=429` };
    const request = () => ({ method: "POST", headers, body: formOf({ ...sdkParams, ...message }) });
    expect((await fetch(`${off.origin}/api/v1.0/email/send-form`, request())).status).toBe(200);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;

    const on = await startSink({ testControls: true });
    const forced = await fetch(`${on.origin}/api/v1.0/email/send-form`, request());
    expect(forced.status).toBe(429);
    expect(await forced.text()).toBe("Too Many Requests");
    expect(on.readOutbox()).toEqual([]);
  });
});

describe("when on, the sink is capped", () => {
  it("answers 429 past its messages per minute, and takes messages again the next minute", async () => {
    // Only Date is faked: the window is the rate limit's clock; the server's own timers run.
    vi.useFakeTimers({ toFake: ["Date"], now: 0 });
    const { origin, readOutbox } = await startSink({ ratePerMinute: 3 });
    const send = () =>
      fetch(`${origin}/api/v1.0/email/send-form`, { method: "POST", body: formOf({ ...sdkParams, ...message }) });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe("Too Many Requests");
    vi.setSystemTime(60_000);
    expect((await send()).status).toBe(200);
    expect(readOutbox()).toHaveLength(4);
  });

  it("never grows its outbox past the cap: 507 once full, the file untouched", async () => {
    const { origin, outbox, readOutbox } = await startSink({ maxOutboxBytes: 2048 });
    const send = () =>
      fetch(`${origin}/api/v1.0/email/send-form`, {
        method: "POST",
        body: formOf({ ...sdkParams, ...message, mensaje: "x".repeat(700) }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([200, 200, 507, 507, 507]);
    expect(readFileSync(outbox).length).toBeLessThanOrEqual(2048);
    expect(readOutbox()).toHaveLength(2);
  });
});
