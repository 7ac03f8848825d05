// «Iniciar sesión con GitHub» on the content editor (docs/decisions/0006-content-editor-sign-in.md): the
// editor's page keeps its link to the sign-in popup (Cross-Origin-Opener-Policy
// same-origin-allow-popups, that page only), takes the token the handler posts back, and uses it
// with GitHub's API. The handler is a local stand-in (e2e/sign-in-handler.ts) and GitHub's API is
// answered by the test: there is no network here.
import { parse, stringify } from "yaml";
import { securityHeaders } from "#shared/headers/headers.ts";
import { startSignInHandler, type SignInHandler } from "./sign-in-handler.ts";
import { expect, test } from "./test.ts";

test("the editor's page alone may keep its link to a popup; every other response keeps same-origin", async ({ request }) => {
  for (const url of ["/app/admin/", "/app/admin"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cross-origin-opener-policy"], url).toBe("same-origin-allow-popups");
  }
  for (const url of ["/app/", "/app/servicios/cirugias", "/app/admin/config.yml", "/app/no-existe"]) {
    const response = await request.get(url);
    expect(response.headers()["cross-origin-opener-policy"], url).toBe(securityHeaders["Cross-Origin-Opener-Policy"]);
  }
});

test.describe("signing in with GitHub through the sign-in handler", () => {
  test.use({ locale: "es-PE" });
  const token = "gho_standin0123456789";
  let handler: SignInHandler;

  test.beforeAll(async ({ baseURL }) => {
    handler = await startSignInHandler({ token, trustedOrigin: new URL(baseURL!).origin });
  });
  test.afterAll(async () => handler.close());

  test("the popup's token reaches the editor, which asks GitHub who signed in with it", async ({ page, context, baseURL }) => {
    // The configuration as the build writes it with CMS_OAUTH_BASE_URL set to the handler
    // (app/cms/config.test.ts checks that part): base_url, and no auth_methods.
    // The editor asks for config.yml?_=<time>, so that no cache answers.
    await page.route(
      (url) => url.pathname === "/app/admin/config.yml",
      async (route) => {
        const config = parse(await (await route.fetch()).text());
        delete config.backend.auth_methods;
        config.backend.base_url = handler.origin;
        await route.fulfill({ contentType: "application/yaml", body: stringify(config) });
      },
    );
    // GitHub's API, for the whole context (the popup included): who the token belongs to; anything
    // else is not stood in.
    const github: { url: string; authorization?: string }[] = [];
    await context.route("https://api.github.com/**", async (route) => {
      const request = route.request();
      github.push({ url: request.url(), authorization: (await request.headerValue("authorization")) ?? undefined });
      if (new URL(request.url()).pathname === "/user") {
        await route.fulfill({
          json: { id: 1, login: "editora", name: "Editora de prueba", avatar_url: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" },
        });
      } else {
        await route.fulfill({ status: 404, json: { message: "Not Found (not stood in by the test)" } });
      }
    });

    const policyErrors: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
    });
    await page.goto("/app/admin/");
    // The interface wraps the service's name in Unicode isolation marks.
    const signIn = page.getByRole("button", { name: /^Iniciar sesión con \u2068?GitHub\u2069?$/ });
    // The administrator's way in stays.
    await expect(page.getByRole("button", { name: /token de acceso/ })).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent("popup"), signIn.click()]);

    await expect
      .poll(() => github.find(({ url }) => url === "https://api.github.com/user")?.authorization)
      .toBe(`token ${token}`);
    // The handler was asked for GitHub, for this site.
    expect(handler.authRequests).toHaveLength(1);
    expect(handler.authRequests[0]!.get("provider")).toBe("github");
    expect(handler.authRequests[0]!.get("site_id")).toBe(new URL(baseURL!).hostname);
    // The editor closes the popup once it has the token, and asks for the repository with it.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect.poll(() => github.filter(({ url }) => url !== "https://api.github.com/user").length).toBeGreaterThan(0);
    for (const { url, authorization } of github) expect(authorization, url).toBe(`token ${token}`);
    // The editor's policy (adminPolicy) needs nothing for the handler: a popup and postMessage.
    expect(policyErrors).toEqual([]);
  });
});
