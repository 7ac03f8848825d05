// A local stand-in for EmailJS's REST API, for development and the tests only: it lives with the
// tests (house style: stand-ins for third parties are not in the product's request path). When no
// EmailJS ids are configured (a fresh clone, the tests) the build points the SDK at its own origin and
// `npm start` answers here the way EmailJS does, appending each message to an outbox file instead of
// e-mailing it. server/start.ts loads this module and mounts it only when server/env.ts says so:
// never in production (NODE_ENV=production) nor with real ids; server/app.ts never imports it
// (.dependency-cruiser.cjs). Capped when on: EMAILJS_SINK_RATE_LIMIT messages a minute (429, EmailJS's own answer), and the
// outbox file at most EMAILJS_SINK_MAX_MB (507): a flood cannot fill the disk the book writes to.
import { appendFile, mkdir, stat } from "node:fs/promises";
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import busboy from "busboy";
import type { Hono } from "hono";
import { RateLimiterMemory } from "rate-limiter-flexible";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const SEND_JSON_PATH = "/api/v1.0/email/send";
/** EmailJS caps a template's variables at about 50 KB; anything past this is not a contact message. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** The cookie through which a browser test makes the sink fail (only with test controls on). */
export const TEST_STATUS_COOKIE = "emailjs-sink-status";

// The parameters the SDK adds to every request; EmailJS refuses a request without any of them.
const REQUIRED_PARAMS = ["lib_version", "user_id", "service_id", "template_id"];

// The texts the SDK itself uses for the statuses it can produce, so a forced failure looks real.
const STATUS_TEXTS: Record<number, string> = {
  403: "Forbidden",
  429: "Too Many Requests",
  451: "Unavailable For Headless Browser",
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(text);
  }
}

/** Messages accepted per minute, all senders together. */
export const DEFAULT_RATE_PER_MINUTE = 60;
/** The outbox file's largest size. */
export const DEFAULT_MAX_OUTBOX_BYTES = 10 * 1024 * 1024;

export interface SinkOptions {
  /** The JSON-lines file each accepted message is appended to. */
  outbox: string;
  /** Lets a test's browser choose the sink's answer through a cookie (EMAILJS_SINK_TEST_CONTROLS=1). */
  testControls?: boolean;
  maxBodyBytes?: number;
  ratePerMinute?: number;
  maxOutboxBytes?: number;
}

type Params = Record<string, unknown>;

/**
 * Returns a request handler that answers EmailJS's two send paths and returns true, or returns
 * false for any other path so the caller can serve it.
 */
export function createEmailJsSink({
  outbox,
  testControls = false,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  ratePerMinute = DEFAULT_RATE_PER_MINUTE,
  maxOutboxBytes = DEFAULT_MAX_OUTBOX_BYTES,
}: SinkOptions) {
  // The library of the service's rate limit (server/rate-limit.ts, not imported: the service loads
  // this module, and tooling never closes a loop back into it), on one key: EmailJS's cap is on all
  // senders together, and so is this imitation of it.
  const limit = new RateLimiterMemory({ points: ratePerMinute, duration: 60 });
  async function answer(req: IncomingMessage, res: ServerResponse, endpoint: "send-form" | "send") {
    if (req.method !== "POST") throw new HttpError(405, "Method Not Allowed");
    if (
      !(await limit.consume("todos").then(
        () => true,
        () => false,
      ))
    )
      throw new HttpError(429, STATUS_TEXTS[429]!);
    const declared = Number(req.headers["content-length"]);
    if (declared > maxBodyBytes) throw new HttpError(413, tooLarge(maxBodyBytes));
    const body = await readBody(req, maxBodyBytes);
    const params = endpoint === "send-form" ? await parseMultipart(req.headers, body) : parseJson(body);

    const forced = testControls ? forcedStatus(req.headers.cookie) : undefined;
    if (forced) throw new HttpError(forced, STATUS_TEXTS[forced] ?? http.STATUS_CODES[forced] ?? "Error");

    for (const name of REQUIRED_PARAMS) {
      const value = params[name];
      if (typeof value !== "string" || !value.trim()) {
        throw new HttpError(400, `The ${name} parameter is required`);
      }
    }
    const fields =
      endpoint === "send-form"
        ? Object.fromEntries(Object.entries(params).filter(([name]) => !REQUIRED_PARAMS.includes(name)))
        : (params.template_params ?? {});
    const line = JSON.stringify({
      receivedAt: new Date().toISOString(),
      endpoint,
      serviceId: params.service_id,
      templateId: params.template_id,
      fields,
    });
    const size = await stat(outbox).then(
      (file) => file.size,
      () => 0,
    );
    if (size + Buffer.byteLength(line) + 1 > maxOutboxBytes) {
      throw new HttpError(507, `The local outbox is full (${Math.round(maxOutboxBytes / 1048576)} MB): empty ${outbox}`);
    }
    await mkdir(path.dirname(outbox), { recursive: true });
    // The outbox holds personal data: readable by its owner only.
    await appendFile(outbox, line + "\n", { encoding: "utf8", mode: 0o600 });
    send(res, 200, "OK");
  }

  return function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const endpoint = pathname === SEND_FORM_PATH ? "send-form" : pathname === SEND_JSON_PATH ? "send" : null;
    if (!endpoint) return false;
    answer(req, res, endpoint).catch((error) => {
      if (!(error instanceof HttpError)) console.error("emailjs-sink:", error);
      const status = error instanceof HttpError ? error.status : 500;
      const text = error instanceof HttpError ? error.message : "Internal Server Error";
      // Whatever is left of a refused body is read and dropped, so the client gets its answer
      // instead of a reset connection.
      if (!req.readableEnded) req.resume();
      send(res, status, text, status === 405 ? { Allow: "POST" } : status === 413 ? { Connection: "close" } : {});
    });
    return true;
  };
}

/** Mounts the stand-in on the service's app (its `mount` hook): EmailJS's two paths, written to Node's response. */
export function mountEmailJsSink(app: Hono<{ Bindings: HttpBindings }>, options: SinkOptions) {
  const sink = createEmailJsSink(options);
  for (const sendPath of [SEND_FORM_PATH, SEND_JSON_PATH])
    app.all(sendPath, (c) => (sink(c.env.incoming, c.env.outgoing), RESPONSE_ALREADY_SENT));
}

function send(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return res.end();
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

const tooLarge = (limit: number) => `The request body is too large: at most ${Math.round(limit / 1024)} KB`;

function readBody(req: IncomingMessage, limit: number) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        reject(new HttpError(413, tooLarge(limit)));
        return;
      }
      chunks.push(chunk);
    }
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parseMultipart(headers: IncomingHttpHeaders, body: Buffer) {
  return new Promise<Params>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Values are UTF-8, as browsers send them; the body size is already capped above.
      parser = busboy({ headers, defParamCharset: "utf8", limits: { fieldSize: body.length + 1, fields: 50 } });
    } catch {
      reject(new HttpError(400, "The body must be multipart/form-data"));
      return;
    }
    // No prototype: a field named "__proto__" stays a plain field.
    const fields: Params = Object.create(null);
    parser.on("field", (name, value) => (fields[name] = value));
    // EmailJS accepts attachments; the sink does not keep them.
    parser.on("file", (_name, stream) => stream.resume());
    parser.on("fieldsLimit", () => reject(new HttpError(400, "Too many fields")));
    parser.on("error", () => reject(new HttpError(400, "The multipart body could not be read")));
    parser.on("close", () => resolve(fields));
    parser.end(body);
  });
}

function parseJson(body: Buffer): Params {
  let data: unknown;
  try {
    data = JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "The body must be JSON");
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new HttpError(400, "The body must be a JSON object");
  return data as Params;
}

/** The failure a test asked for through its cookie: a 4xx or 5xx status, or nothing. */
function forcedStatus(cookieHeader = ""): number | undefined {
  for (const pair of cookieHeader.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name !== TEST_STATUS_COOKIE) continue;
    const status = Number(value);
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status;
  }
  return undefined;
}
