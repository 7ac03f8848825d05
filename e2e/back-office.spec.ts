// The staff back office (server/back-office/) as staff use it, with Chromium's virtual
// authenticator standing in for a phone or laptop passkey: invitation → passkey → sign in → list →
// answer → CSV; and nothing at all without a passkey session, nor a change without the form's token.
// Opened at localhost, not 127.0.0.1: WebAuthn binds passkeys to a host name, never an address.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { openDatabase, value } from "#server/db.ts";
import { inviteStaff } from "#server/back-office/accounts.ts";
import { createSession } from "#server/back-office/sessions.ts";
import { grantAgenda } from "#server/back-office/agenda/data.ts";
import { makeClaim } from "#server/back-office/testing/fixtures.ts";
import { seedBackOffice } from "#server/back-office/testing/seed.ts";
import { describeViolations, runAxe } from "./axe.ts";
import { complaintsDb } from "./outbox.ts";
import { expect, test, type Page } from "./test.ts";
import { site } from "./sites.ts";

const port = site.port;
const ORIGIN = `http://localhost:${port}`;
const BASE = `${ORIGIN}/app/gestion`;

/** Runs `npm run gestion -- invitar` against the test server's database; returns the printed link. */
function invite(name: string, email: string): string {
  const out = execFileSync(process.execPath, ["--import", "tsx", "server/back-office/cli.ts", "invitar", name, email], {
    env: { ...process.env, COMPLAINTS_DB: complaintsDb, GESTION_ORIGIN: ORIGIN },
    encoding: "utf8",
  });
  return out.trim().split("\n").at(-1)!;
}

/** A claim stored as the public form stores it, with a detail no other test uses. */
function storeClaim(consent: "si" | "no" = "si") {
  const db = openDatabase(complaintsDb);
  try {
    const detail = `Prueba de la gestión ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    return { ...makeClaim(db, { detail, emailConsent: consent }), detail };
  } finally {
    db.close();
  }
}

function claimState(code: string) {
  const db = openDatabase(complaintsDb);
  try {
    return {
      state: value(db, "SELECT state FROM claims WHERE code = ?", code),
      answerMails: value(
        db,
        "SELECT count(*) FROM outbox o JOIN claims c ON c.id = o.claim_id WHERE c.code = ? AND o.kind = 'respuesta'",
        code,
      ),
    };
  } finally {
    db.close();
  }
}

/** Chromium's virtual authenticator: a platform passkey that verifies its user (CDP WebAuthn domain). */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function expectAccessible(page: Page) {
  const { violations } = await runAxe(page);
  expect(describeViolations(violations), page.url()).toEqual([]);
}

async function registerAndSignIn(page: Page) {
  const email = `prueba-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@clinica.pe`;
  const link = invite("Ana Prueba", email);
  expect(link).toMatch(new RegExp(`^${BASE}/invitacion#t=[A-Za-z0-9_-]{43}$`));
  await addAuthenticator(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Crea tu llave de acceso" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Crear mi llave de acceso" }).click();
  // The staff's home is «Hoy».
  await expect(page.getByRole("heading", { level: 1, name: "Hoy" })).toBeVisible();
  expect(page.url()).toBe(`${BASE}/`);
  return { email, link };
}

test("invitation → passkey → sign in → list → answer → CSV", async ({ page }) => {
  // Eight pages, two passkey ceremonies and five axe runs: more than the default 30 s on a busy
  // machine (it took 12–30 s here, on 2 cores shared with other builds).
  test.setTimeout(90_000);
  const claim = storeClaim("si");
  const { link } = await registerAndSignIn(page);

  // Signed out (from the menu's «Más»), then in again with the passkey alone (no name, no password).
  await page.getByText("Más", { exact: true }).click();
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Entrar con mi llave de acceso" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hoy" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Reclamos", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reclamos" })).toBeVisible();
  await expectAccessible(page);

  // The invitation was used up.
  const reuse = await page.request.post(`${ORIGIN}/app/api/gestion/registro/opciones`, {
    headers: { Origin: ORIGIN },
    data: { token: new URL(link).hash.slice(3) },
  });
  expect(reuse.status()).toBe(400);

  // The list (in pages: other tests add claims), searched by the claim's code: the claim, pending,
  // with its business days left.
  await page.getByLabel("Buscar por nombre, teléfono, correo o código").fill(claim.code);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText(`1 resultado para «${claim.code}»`)).toBeVisible();
  expect(page.url()).not.toContain(claim.code);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: claim.code }) });
  await expect(row.getByRole("cell", { name: "Pendiente" })).toBeVisible();
  await expect(row.getByRole("cell", { name: /\d+ días? hábil/ })).toBeVisible();

  // The detail and the answer.
  await row.getByRole("link", { name: claim.code }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Reclamo ${claim.code}` })).toBeVisible();
  await expect(page.getByText(claim.detail)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Respuesta al reclamo").fill("Revisamos tu caso y reprogramamos tu cita.");
  await page.getByRole("button", { name: "Guardar la respuesta" }).click();
  await expect(page.getByRole("status")).toContainText("Respuesta guardada");
  expect(claimState(claim.code)).toEqual({ state: "respondido", answerMails: 1 });

  // The CSV, as Excel opens it: from the exports' own page, under «Más», with its warning.
  await page.getByText("Más", { exact: true }).click();
  await page.getByRole("link", { name: "Exportar datos" }).click();
  await expect(page.getByText("Estos archivos tienen datos personales")).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Descargar el Libro de Reclamaciones (CSV)" }).click(),
  ]);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`"${claim.code}"`);

  // The audit log shows what was done.
  await page.getByText("Más", { exact: true }).click();
  await page.getByRole("link", { name: "Auditoría" }).click();
  await expect(
    page.getByRole("row").filter({ hasText: "Registró la respuesta" }).filter({ hasText: claim.code }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test("without a passkey session the back office answers nothing", async ({ page, request }) => {
  const claim = storeClaim();
  for (const path of ["/", `/reclamos/${claim.code}`, "/exportar.csv", "/auditoria"]) {
    const response = await request.get(`${BASE}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    expect(response.headers()["location"], path).toBe("/app/gestion/entrar");
    expect(await response.text(), path).not.toContain(claim.code);
  }
  const post = await request.post(`${BASE}/reclamos/${claim.code}/respuesta`, {
    headers: { Origin: ORIGIN },
    form: { respuesta: "x" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(401);
  expect(claimState(claim.code).state).toBe("pendiente");

  // A browser lands on the sign-in page, which says no more than that.
  await page.goto(`${BASE}/reclamos/${claim.code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  await expect(page.getByText(claim.code)).toHaveCount(0);
});

test("a change without the form's CSRF token is refused, even with a passkey session", async ({ page }) => {
  test.setTimeout(60_000);
  const claim = storeClaim();
  await registerAndSignIn(page);
  // Same origin, with the session cookie, but no synchronizer token.
  const status = await page.evaluate(
    (url) => fetch(url, { method: "POST", body: new URLSearchParams({ respuesta: "Sin token" }) }).then((r) => r.status),
    `/app/gestion/reclamos/${claim.code}/respuesta`,
  );
  expect(status).toBe(403);
  expect(claimState(claim.code).state).toBe("pendiente");
});

/** A signed-in account without the passkey ceremony: an administrator's session made in the database. */
function sessionCookie() {
  const db = openDatabase(complaintsDb);
  try {
    const email = `movil-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@clinica.pe`;
    const { staffId } = inviteStaff(db, { name: "Rosa Móvil", email, isAdmin: true });
    grantAgenda(db, email);
    seedBackOffice(db, { requests: 40, claims: 8, now: Date.now() - 3 * 24 * 3_600_000 });
    const request = value<string>(db, "SELECT code FROM consultation_requests ORDER BY id DESC LIMIT 1")!;
    const claim = value<string>(db, "SELECT code FROM claims ORDER BY id DESC LIMIT 1")!;
    return { id: createSession(db, staffId), request, claim };
  } finally {
    db.close();
  }
}

test("every back-office page fits a phone (390 px) and a laptop, with its menu reachable and no axe violation", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, request, claim } = sessionCookie();
  const paths = [
    "/",
    "/consultas/",
    "/consultas/?estado=pendientes&pagina=2",
    `/consultas/${request}?estado=pendientes`,
    "/reclamos/",
    `/reclamos/${claim}`,
    `/reclamos/${claim}/imprimir`,
    "/auditoria",
    "/contactos",
    "/exportar",
    "/cuentas",
    "/agenda/",
    "/agenda/semana",
    "/agenda/nueva",
    "/agenda/disponibilidad",
    "/entrar",
    "/invitacion",
  ];
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.addCookies([
      { name: "gestion_sesion", value: id, domain: "localhost", path: "/app/", secure: true, httpOnly: true, sameSite: "Strict" },
    ]);
    const page = await context.newPage();
    for (const path of paths) {
      const response = await page.goto(`${BASE}${path}`);
      expect(response?.status(), path).toBe(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 390) {
        const { violations } = await runAxe(page);
        expect(describeViolations(violations), path).toEqual([]);
        const more = page.getByText("Más", { exact: true });
        if (await more.count()) {
          // The menu opens within the screen, its entries and «Salir» at hand.
          await more.click();
          const panel = await page.locator(".mas-panel").boundingBox();
          expect(panel!.x, path).toBeGreaterThanOrEqual(0);
          expect(panel!.x + panel!.width, path).toBeLessThanOrEqual(390);
          await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(
            0,
          );
        }
      }
    }
    await context.close();
  }
});

test("from «Hoy», the most overdue request is one tap from a call, on a phone", async ({ browser }) => {
  const { id } = sessionCookie();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([
    { name: "gestion_sesion", value: id, domain: "localhost", path: "/app/", secure: true, httpOnly: true, sameSite: "Strict" },
  ]);
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  // The first row (the most overdue) carries its call button, in the first screen: sign-in, then one tap.
  const call = page
    .locator("ol.tarjetas > li")
    .first()
    .getByRole("link", { name: /^Llamar al/ });
  // «Hoy» opens with its sections' headings and counts (issue 46), an empty one on a single line:
  // the first row's call button is still whole on the first screen at 390 × 844.
  await expect(call).toBeInViewport({ ratio: 1 });
  expect(await call.getAttribute("href")).toMatch(/^tel:\+51(9\d{8}|1\d{7}|[4-8]\d{7})$/);
  const box = await call.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await context.close();
});
