// The clinic's count of contacts from the browser (issue 31, item 5): a chat or phone link goes
// straight to its target, and the count travels beside it (navigator.sendBeacon from the page's
// inline script), never holding the link. The service writes only day, page, kind and count
// (server/contact-counts/, its unit tests check the table and the refusals).
import { DatabaseSync } from "node:sqlite";
import { value } from "#server/db.ts";
import { complaintsDb } from "./outbox.ts";
import { expect, test } from "./test.ts";

const PAGE = "/app/servicios/consultas";

/** The chat taps counted today for `page` (the count's day is Lima's; the tests read them all). */
function chatTaps(page: string): number {
  const db = new DatabaseSync(complaintsDb, { readOnly: true });
  try {
    return (
      (value(db, "SELECT COALESCE(SUM(count), 0) FROM contact_counts WHERE page = ? AND kind = 'chat'", page) as number) ?? 0
    );
  } finally {
    db.close();
  }
}

test("a chat tap opens the chat at once even when the count never answers", async ({ page, context }) => {
  // The count's endpoint hangs: never answered.
  const counts: string[] = [];
  await page.route("**/app/api/cuenta", (route) => {
    counts.push(route.request().postData() ?? "");
  });
  // The chat's target, answered here rather than by WhatsApp.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Chat</title>" }));
  await page.goto(PAGE);
  const chatOpened = context.waitForEvent("request", (request) => request.url().startsWith("https://wa.me/"));
  const chat = page
    .getByRole("main")
    .getByRole("link", { name: /WhatsApp|Agendar|Reservar|información/ })
    .first();
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await chat.click();
  const request = await chatOpened;
  expect(request.isNavigationRequest()).toBe(true);
  // The count was sent too, with this page's path and the kind, and nothing else.
  await expect.poll(() => counts).toEqual([new URLSearchParams({ tipo: "chat", pagina: PAGE }).toString()]);
});

test("a chat tap adds one to the page's count in the service", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Chat</title>" }));
  await page.goto(PAGE);
  const before = chatTaps(PAGE);
  const answered = page.waitForResponse((response) => response.url().endsWith("/app/api/cuenta"));
  await page
    .getByRole("main")
    .getByRole("link", { name: /WhatsApp|Agendar|Reservar|información/ })
    .first()
    .click();
  expect((await answered).status()).toBe(204);
  expect(chatTaps(PAGE)).toBe(before + 1);
});

test("a phone tap is counted, and no cookie is set", async ({ page, context }) => {
  await page.goto("/app/contactanos");
  const phone = page.locator("a[href^='tel:']").first();
  // Following a tel: link would hand over to the system; the tap is what counts here.
  await phone.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  const answered = page.waitForResponse((response) => response.url().endsWith("/app/api/cuenta"));
  await phone.click();
  const response = await answered;
  expect(response.status()).toBe(204);
  expect(new URLSearchParams(response.request().postData() ?? "").get("tipo")).toBe("telefono");
  expect(await response.headerValue("set-cookie")).toBeNull();
  expect(await context.cookies()).toEqual([]);
});
