// The staff back office (server/back-office/) as staff use it, with Chromium's virtual
// authenticator standing in for a phone or laptop passkey: invitation → passkey → sign in → list →
// answer → CSV; and nothing at all without a passkey session, nor a change without the form's token.
// Opened at localhost, not 127.0.0.1: WebAuthn binds passkeys to a host name, never an address.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { openDatabase, value } from "#server/db.ts";
import { makeClaim } from "#server/back-office/testing/fixtures.ts";
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
  await expect(page.getByRole("heading", { level: 1, name: "Reclamos" })).toBeVisible();
  expect(page.url()).toBe(`${BASE}/`);
  return { email, link };
}

test("invitation → passkey → sign in → list → answer → CSV", async ({ page }) => {
  // Eight pages, two passkey ceremonies and five axe runs: more than the default 30 s on a busy
  // machine (it took 12–30 s here, on 2 cores shared with other builds).
  test.setTimeout(90_000);
  const claim = storeClaim("si");
  const { link } = await registerAndSignIn(page);

  // Signed out, then in again with the passkey alone (no name, no password).
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Entrar con mi llave de acceso" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reclamos" })).toBeVisible();
  await expectAccessible(page);

  // The invitation was used up.
  const reuse = await page.request.post(`${ORIGIN}/app/api/gestion/registro/opciones`, {
    headers: { Origin: ORIGIN },
    data: { token: new URL(link).hash.slice(3) },
  });
  expect(reuse.status()).toBe(400);

  // The list: the claim, pending, with its business days left.
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

  // The CSV, as Excel opens it.
  await page.getByRole("link", { name: "Reclamos" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`"${claim.code}"`);

  // The audit log shows what was done.
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
