// The staff back office behind the real nginx and deploy/nginx/: its own headers (passkeys allowed
// for itself, strict policy, noindex, no-store), each once, and nothing without a session.
import { expect, test } from "@playwright/test";
import { backOfficeHeaders, securityHeaders } from "#shared/headers/headers.ts";
import { request } from "./http.ts";

// Also spelled otherwise: nginx routes by the normalised path, and chooses the headers by it too.
for (const path of [
  "/app/gestion/entrar",
  "/app/gestion/",
  "/app/gestion/recursos/gestion.js",
  "/app/%67estion/entrar",
  "/app/x/../gestion/entrar",
]) {
  test(`the back office's headers, each once (${path})`, async () => {
    const response = await request(path);
    for (const [name, value] of Object.entries(backOfficeHeaders)) {
      const sent = response.names.filter((n) => n === name.toLowerCase()).length;
      if (name === "Content-Security-Policy") {
        // The service's own policy is kept beside nginx's (both enforced): here they are the same.
        expect(String(response.headers["content-security-policy"]).split(", "), `${path}: ${name}`).toEqual(
          Array(sent).fill(value),
        );
      } else {
        expect(response.headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
        expect(sent, `${path}: ${name} sent once`).toBe(1);
      }
    }
  });
}

test("the site's pages still deny passkeys and are not noindex", async () => {
  const response = await request("/app/servicios/cirugias");
  expect(response.headers["permissions-policy"]).toBe(securityHeaders["Permissions-Policy"]);
  expect(response.headers["x-robots-tag"]).toBeUndefined();
});

test("without a session the back office sends to its sign-in page and shows nothing", async () => {
  const response = await request("/app/gestion/");
  expect(response.status).toBe(303);
  expect(response.headers.location).toBe("/app/gestion/entrar");
  expect(response.text).toBe("");
  const csv = await request("/app/gestion/exportar.csv");
  expect(csv.status).toBe(303);
});
