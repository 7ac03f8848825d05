// Test-only: a stand-in for the editor's sign-in handler (Sveltia's sveltia-cms-auth, see
// docs/decisions/0006-content-editor-sign-in.md), on a loopback port chosen by the system, so the
// editor's side of «Iniciar sesión con GitHub» can be tested with no network.
//
// It speaks the handler's protocol as sveltia-cms-auth's src/index.js does (checked against its
// source when written): the editor opens `<base_url>/auth?provider=github&site_id=<host>&scope=…`
// in a popup; the handler sends the browser to GitHub, which comes back to `/callback` (here the
// stand-in goes straight there, GitHub's part is not stood in); the callback's page posts
// `authorizing:github` to its opener, and when the opener answers with the same message, posts
// `authorization:github:success:{"provider":"github","token":"…"}` back to the opener's origin,
// and only to an origin it trusts (the handler's ALLOWED_DOMAINS).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface SignInHandler {
  /** The handler's address: the editor's `backend.base_url`. */
  origin: string;
  /** The query of every /auth request the popup made. */
  authRequests: URLSearchParams[];
  close(): Promise<void>;
}

/** Starts the stand-in; it hands `token` to pages from `trustedOrigin` only. */
export async function startSignInHandler({
  token,
  trustedOrigin,
}: {
  token: string;
  trustedOrigin: string;
}): Promise<SignInHandler> {
  const authRequests: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname === "/auth") {
      authRequests.push(url.searchParams);
      res.writeHead(302, { Location: "/callback?code=stand-in&state=stand-in" });
      res.end();
      return;
    }
    if (url.pathname === "/callback") {
      const content = JSON.stringify({ provider: "github", token });
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html lang="en"><title>stand-in</title><body><script>
        window.addEventListener("message", ({ data, origin }) => {
          if (data !== "authorizing:github" || origin !== ${JSON.stringify(trustedOrigin)}) return;
          window.opener?.postMessage(${JSON.stringify(`authorization:github:success:${content}`)}, origin);
        });
        window.opener?.postMessage("authorizing:github", "*");
      </script></body></html>`);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    authRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
