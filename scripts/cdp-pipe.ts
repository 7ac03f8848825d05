// Debian's Chromium driven over the DevTools protocol on a pipe, with nothing enabled that the
// measurement does not need. Playwright and puppeteer enable the Runtime domain on every page: V8
// then records a detailed stack trace for each Error the page creates, and React DOM creates five
// while its module evaluates, so each page load re-parses that 200 KB module for source positions.
// Measured at 4× CPU: react-dom/client evaluates in 65–72 ms with Runtime enabled, 30–38 ms
// (fetch included) without. A phone has no DevTools attached, so a bench of taps must not either.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

type Message = { id?: number; result?: unknown; error?: { message: string } };

export interface Cdp {
  /** One protocol command; `sessionId` addresses a page attached with Target.attachToTarget. */
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  close(): Promise<void>;
}

/** Starts headless Chromium with `--remote-debugging-pipe` (messages end with a NUL byte). */
export function launchChromium(): Cdp {
  const profile = mkdtempSync(path.join(tmpdir(), "bench-chromium-"));
  const browser = spawn(
    chromiumPath,
    [...chromiumFlags, "--headless", "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void; method: string }>();
  let lastId = 0;
  let buffered = "";
  fromBrowser.on("data", (chunk: Buffer) => {
    const parts = (buffered + chunk.toString("utf8")).split("\0");
    buffered = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue; // an event: nothing here listens to any
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result as never);
    }
  });
  const exited = new Promise<void>((resolve) => browser.once("exit", () => resolve()));
  void exited.then(() => {
    for (const { reject, method } of pending.values()) reject(new Error(`${method}: Chromium exited`));
  });
  const send: Cdp["send"] = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  return {
    send,
    close: async () => {
      // Browser.close lets Chromium finish writing its profile, which then can be removed.
      await send("Browser.close").catch(() => browser.kill());
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
