// The count of contacts through the production configuration: nginx passes /app/api/cuenta to the
// service like the rest of /app/api/ (deploy/nginx/server.conf), and a chat tap on a page is counted.
import { expect, test } from "#e2e/test.ts";
import { nginxPort } from "./setup.ts";

const origin = `http://127.0.0.1:${nginxPort}`;

test("a chat tap on a page served by nginx reaches the service and is counted", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Chat</title>" }));
  await page.goto(`${origin}/app/servicios/consultas`);
  const answered = page.waitForResponse((response) => response.url().endsWith("/app/api/cuenta"));
  await page.locator("main a[href^='https://wa.me/']").first().click();
  const response = await answered;
  expect(response.status()).toBe(204);
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("a count posted from another site is refused through nginx", async ({ request }) => {
  const response = await request.post(`${origin}/app/api/cuenta`, {
    headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
    data: "tipo=chat&pagina=%2Fapp%2F",
  });
  expect(response.status()).toBe(403);
});
