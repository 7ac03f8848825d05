// A bare DevTools protocol connection to a Chromium that chrome-launcher started (the one Lighthouse
// uses), over Node's own WebSocket: only the commands the tap bench sends, nothing enabled that the
// measurement does not need. Playwright and puppeteer (and so Lighthouse) enable the Runtime domain
// on every page: V8 then records a detailed stack trace for each Error the page creates, and React
// DOM creates several while its module evaluates, so an island's first hydration pays for
// re-parsing that module for source positions. A phone has no DevTools attached, so the tap bench
// must not either (docs/performance.md has the figures).

type Message = { id?: number; result?: unknown; error?: { message: string } };

export interface Cdp {
  /** One protocol command; `sessionId` addresses a page attached with Target.attachToTarget. */
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  close(): void;
}

/** Connects to the browser endpoint of the Chromium listening on `port`. */
export async function connectCdp(port: number): Promise<Cdp> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void; method: string }>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return; // an event: nothing here listens to any
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
    else waiting.resolve(message.result as never);
  });
  let lastId = 0;
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve, reject, method });
        socket.send(JSON.stringify({ id, method, params, sessionId }));
      }),
    close: () => socket.close(),
  };
}
