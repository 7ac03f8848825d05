import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it, vi } from "vitest";
import { securityHeaders } from "#shared/headers/headers.ts";
import { createApp } from "#server/app.ts";
import { serviceContext } from "#server/service-context.ts";
import { column, value } from "#server/db.ts";
import { parseEnv } from "#server/env.ts";
import { mountBackOffice } from "./mount.ts";
import {
  consumeInvitation,
  disableStaff,
  INVITATION_TTL_MS,
  inviteStaff,
  pendingInvitation,
  resetPasskeysFromServer,
} from "./accounts.ts";
import { csvCell, toCsv } from "./csv.ts";
import { createRateLimit } from "#server/rate-limit.ts";
import { readSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./sessions.ts";
import { backOfficeFixture, makeClaim, ORIGIN } from "#server/back-office/testing/fixtures.ts";
import { seedBackOffice } from "#server/back-office/testing/seed.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (cookie: string, origin = ORIGIN) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  Cookie: cookie,
  Origin: origin,
});
const csrfOf = async (response: Response) => /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1] ?? "";

describe("invitations", () => {
  it("work once, and not after they expire", () => {
    const { db, now } = backOfficeFixture();
    const { token } = inviteStaff(db, { name: "Luis Rojas", email: "luis@clinica.pe" }, { now: now() });
    const pending = pendingInvitation(db, token, now());
    expect(pending).toBeDefined();
    expect(consumeInvitation(db, pending!.tokenHash, now())).toBe(true);
    expect(consumeInvitation(db, pending!.tokenHash, now())).toBe(false);
    expect(pendingInvitation(db, token, now())).toBeUndefined();

    // A new link for the same account is a reset of its passkeys, never a second invitation.
    const second = resetPasskeysFromServer(db, "luis@clinica.pe", now())!;
    expect(pendingInvitation(db, second.token, now() + INVITATION_TTL_MS - 1)).toBeDefined();
    expect(pendingInvitation(db, second.token, now() + INVITATION_TTL_MS)).toBeUndefined();
  });

  it("store only a hash of the token", () => {
    const { db, now } = backOfficeFixture();
    const { token } = inviteStaff(db, { name: "Luis Rojas", email: "luis@clinica.pe" }, { now: now() });
    const stored = column(db, "SELECT token_hash FROM staff_invitations") as string[];
    expect(stored.some((hash) => hash.includes(token))).toBe(false);
  });

  it("start no passkey registration once used up, expired or for a disabled account", async () => {
    const { db, now, advance, request } = backOfficeFixture();
    const ask = (token: string) =>
      request("/app/api/gestion/registro/opciones", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ token }),
      });
    const { token } = inviteStaff(db, { name: "Luis Rojas", email: "luis@clinica.pe" }, { now: now() });
    const ok = await ask(token);
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.name).toBe("luis@clinica.pe");
    advance(INVITATION_TTL_MS);
    expect((await ask(token)).status).toBe(400);

    const fresh = resetPasskeysFromServer(db, "luis@clinica.pe", now())!;
    disableStaff(db, "luis@clinica.pe", now());
    expect((await ask(fresh.token)).status).toBe(400);
  });
});

describe("sessions", () => {
  it("end after the idle time and after the absolute time, and when the account is disabled", () => {
    const { db, signIn, advance, now } = backOfficeFixture();
    const idle = signIn();
    advance(SESSION_IDLE_MS - 1000);
    expect(readSession(db, idle, now())).toBeDefined();
    advance(SESSION_IDLE_MS);
    expect(readSession(db, idle, now())).toBeUndefined();

    const busy = signIn();
    // Used every 20 minutes: never idle, but still ends at the absolute limit.
    for (let used = 0; used + 20 * 60_000 < SESSION_ABSOLUTE_MS; used += 20 * 60_000) {
      expect(readSession(db, busy, now())).toBeDefined();
      advance(20 * 60_000);
    }
    advance(20 * 60_000);
    expect(readSession(db, busy, now())).toBeUndefined();

    const live = signIn();
    db.prepare(
      "INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, created_at) SELECT 'cred-x', id, x'00', 0, 0 FROM staff",
    ).run();
    disableStaff(db, "ana@clinica.pe", now());
    expect(readSession(db, live, now())).toBeUndefined();
    // Its passkeys are revoked and its sessions gone, not just refused.
    expect(value(db, "SELECT count(*) FROM staff_passkeys WHERE revoked_at IS NULL")).toBe(0);
    expect(value(db, "SELECT count(*) FROM staff_sessions")).toBe(0);
  });

  it("are stored hashed", () => {
    const { db, signIn } = backOfficeFixture();
    const id = signIn();
    expect(value(db, "SELECT count(*) FROM staff_sessions WHERE id_hash = ?", id)).toBe(0);
  });
});

describe("without a session", () => {
  it("every page sends to the sign-in page and shows no claim", async () => {
    const { db, request } = backOfficeFixture();
    const claim = makeClaim(db);
    for (const path of [
      "/app/gestion/",
      `/app/gestion/reclamos/${claim.code}`,
      "/app/gestion/exportar.csv",
      "/app/gestion/auditoria",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe("/app/gestion/entrar");
      expect(await response.text(), path).not.toContain(claim.code);
    }
    const post = await request(`/app/gestion/reclamos/${claim.code}/respuesta`, {
      method: "POST",
      headers: formHeaders(""),
      body: form({ respuesta: "x" }),
    });
    expect(post.status).toBe(401);
    expect(value(db, "SELECT state FROM claims")).toBe("pendiente");
  });

  it("a disabled account's session opens nothing", async () => {
    const { db, request, signIn, cookie, now } = backOfficeFixture();
    const session = signIn();
    disableStaff(db, "ana@clinica.pe", now());
    expect((await request("/app/gestion/", { headers: { Cookie: cookie(session) } })).status).toBe(303);
  });
});

describe("CSRF", () => {
  it("refuses a change without the session's token, with a wrong one, or from another origin", async () => {
    const { db, request, signIn, cookie } = backOfficeFixture();
    const claim = makeClaim(db);
    const session = cookie(signIn());
    const token = await csrfOf(await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: session } }));
    expect(token).not.toBe("");
    const answer = (fields: Record<string, string>, origin?: string) =>
      request(`/app/gestion/reclamos/${claim.code}/respuesta`, {
        method: "POST",
        headers: formHeaders(session, origin),
        body: form(fields),
      });

    expect((await answer({ respuesta: "Hola" })).status).toBe(403);
    expect((await answer({ respuesta: "Hola", csrf: "x".repeat(token.length) })).status).toBe(403);
    expect((await answer({ respuesta: "Hola", csrf: token }, "https://evil.example")).status).toBe(403);
    expect(value(db, "SELECT state FROM claims")).toBe("pendiente");
    expect((await answer({ respuesta: "Hola", csrf: token })).status).toBe(303);
    expect(value(db, "SELECT state FROM claims")).toBe("respondido");
  });

  it("refuses the passkey API from another origin", async () => {
    const { request } = backOfficeFixture();
    const response = await request("/app/api/gestion/entrada/opciones", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });
});

describe("sign-in rate limits", () => {
  it("limit the passkey API per address", async () => {
    const { request } = backOfficeFixture();
    const ask = (ip: string) =>
      request("/app/api/gestion/entrada/opciones", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "x-test-ip": ip },
        body: "{}",
      });
    for (let i = 0; i < 30; i++) expect((await ask("198.51.100.7")).status).toBe(200);
    const refused = await ask("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ask("198.51.100.8")).status).toBe(200);
  });

  // Issue 40, finding 7: 40 addresses of one /64 got 40 × 200, where one address gets 429 after 30.
  it("count an IPv6 /64 as one sender, sign-in options and sign-in alike", async () => {
    const { request } = backOfficeFixture();
    const ask = (ip: string, path = "entrada/opciones") =>
      request(`/app/api/gestion/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "x-test-ip": ip },
        body: "{}",
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) statuses.push((await ask(`2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // Sign-in itself, from yet another address of the /64: refused before any passkey is looked at.
    expect((await ask("2001:db8:1:2:ffff:ffff:ffff:ffff", "entrada/verificacion")).status).toBe(429);
    // Another /64 is another sender.
    expect((await ask("2001:db8:1:3::1")).status).toBe(200);
  });

  it("block an account after repeated failures, even with the right passkey", async () => {
    const { db, request, staffId, now } = backOfficeFixture();
    db.prepare(
      "INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, created_at) VALUES ('cred-1', ?, x'00', 0, ?)",
    ).run(staffId, now());
    const attempt = async (ip: string) => {
      const options = await request("/app/api/gestion/entrada/opciones", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "x-test-ip": ip },
        body: "{}",
      });
      const ceremony = /gestion_ceremonia=([^;]+)/.exec(options.headers.get("set-cookie") ?? "")![1];
      const body = {
        id: "cred-1",
        rawId: "cred-1",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
      };
      return request("/app/api/gestion/entrada/verificacion", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: `gestion_ceremonia=${ceremony}`, "x-test-ip": ip },
        body: JSON.stringify(body),
      });
    };
    // From different addresses, so only the account's own limit applies.
    for (let i = 0; i < 5; i++) expect((await attempt(`192.0.2.${i}`)).status).toBe(401);
    expect((await attempt("192.0.2.99")).status).toBe(429);
    expect(value(db, "SELECT count(*) FROM audit_log WHERE action = 'entrada_fallida' AND staff_id = ?", staffId)).toBe(5);
  });

  it("counts per key and window", async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const limit = createRateLimit({ max: 2, windowMs: 1000 });
      const allowed = async (key: string) => (await limit.hit(key)).allowed;
      expect([await allowed("a"), await allowed("a"), await allowed("a"), await allowed("b")]).toEqual([true, true, false, true]);
      expect((await limit.check("a")).allowed).toBe(false);
      vi.setSystemTime(1000);
      expect((await limit.check("a")).allowed).toBe(true);
      expect(await allowed("a")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("answering a claim", () => {
  async function answer(consent: "si" | "no") {
    const fixture = backOfficeFixture();
    const { db, request, signIn, cookie } = fixture;
    const claim = makeClaim(db, { emailConsent: consent });
    const session = cookie(signIn());
    const token = await csrfOf(await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: session } }));
    const response = await request(`/app/gestion/reclamos/${claim.code}/respuesta`, {
      method: "POST",
      headers: formHeaders(session),
      body: form({ csrf: token, respuesta: "Revisamos tu caso <script>alert(1)</script> y lo corregimos." }),
    });
    return { ...fixture, claim, response, session };
  }

  it("marks it answered and queues the e-mail, escaped, when the person consented", async () => {
    const { db, claim, response } = await answer("si");
    expect(response.status).toBe(303);
    expect(value(db, "SELECT state FROM claims WHERE code = ?", claim.code)).toBe("respondido");
    const mail = db.prepare("SELECT * FROM outbox WHERE kind = 'respuesta'").all() as {
      recipient: string;
      html_body: string;
      text_body: string;
    }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipient).toBe("maria@example.pe");
    expect(mail[0]!.text_body).toContain("Revisamos tu caso");
    expect(mail[0]!.html_body).toContain("&lt;script&gt;");
    expect(mail[0]!.html_body).not.toContain("<script>");
  });

  it("queues no e-mail without consent", async () => {
    const { db, response } = await answer("no");
    expect(response.status).toBe(303);
    expect(value(db, "SELECT state FROM claims")).toBe("respondido");
    expect(value(db, "SELECT count(*) FROM outbox WHERE kind = 'respuesta'")).toBe(0);
  });

  it("does not answer twice", async () => {
    const { db, claim, request, session } = await answer("si");
    const token = await csrfOf(await request("/app/gestion/", { headers: { Cookie: session } }));
    const again = await request(`/app/gestion/reclamos/${claim.code}/respuesta`, {
      method: "POST",
      headers: formHeaders(session),
      body: form({ csrf: token, respuesta: "Otra" }),
    });
    expect(again.status).toBe(409);
    expect(value(db, "SELECT count(*) FROM outbox WHERE kind = 'respuesta'")).toBe(1);
  });

  it("names an empty answer and keeps nothing", async () => {
    const { db, request, signIn, cookie } = backOfficeFixture();
    const claim = makeClaim(db);
    const session = cookie(signIn());
    const token = await csrfOf(await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: session } }));
    const response = await request(`/app/gestion/reclamos/${claim.code}/respuesta`, {
      method: "POST",
      headers: formHeaders(session),
      body: form({ csrf: token, respuesta: "   " }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Escribe la respuesta");
    expect(value(db, "SELECT state FROM claims")).toBe("pendiente");
  });
});

describe("the pages", () => {
  it("show what a person wrote escaped", async () => {
    const { db, request, signIn, cookie } = backOfficeFixture();
    const claim = makeClaim(db, { detail: '<img src=x onerror="alert(1)">' });
    const text = await (await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: cookie(signIn()) } })).text();
    expect(text).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(text).not.toContain("<img");
  });

  it("list claims with the business days left, overdue ones marked", async () => {
    const { db, request, signIn, cookie, advance, now } = backOfficeFixture();
    const claim = makeClaim(db, {}, new Date(now()));
    const row = (text: string) =>
      new RegExp(
        `<tr class="([^"]*)">\\s*<th scope="row"><a id="fila-${claim.code}" href="/app/gestion/reclamos/${claim.code}">[\\s\\S]*?</tr>`,
      ).exec(text);
    const fresh = row(await (await request("/app/gestion/reclamos/", { headers: { Cookie: cookie(signIn()) } })).text());
    expect(fresh?.[0]).toContain("<td>30 días hábiles</td>");
    expect(fresh?.[1]).toBe("");
    // Sixty calendar days later the 30 business days have passed.
    advance(60 * 24 * 3600 * 1000);
    const later = row(await (await request("/app/gestion/reclamos/", { headers: { Cookie: cookie(signIn()) } })).text());
    expect(later?.[1]).toBe("fila-vencida");
    expect(later?.[0]).toMatch(/Vencido hace \d+ días hábiles/);
  });

  it("send the back office's own headers", async () => {
    const { request } = backOfficeFixture();
    const response = await request("/app/gestion/entrar");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("permissions-policy")).toContain("publickey-credentials-get=(self)");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow" ?\/>/);
  });
});

describe("valid HTML", () => {
  it("every page validates with the project's html-validate preset", async () => {
    const { db, request, signIn, cookie, now } = backOfficeFixture();
    const claim = makeClaim(
      db,
      {
        filedBy: "representante",
        filerFirstNames: "Juan",
        filerLastNames: "Pérez",
        filerDocumentType: "dni",
        filerDocumentNumber: "87654321",
        filerEmail: "juan@example.pe",
        filerPhone: "987111222",
        filerAddress: "Jr. Uno 1",
      },
      new Date(now()),
    );
    const session = cookie(signIn());
    db.prepare("UPDATE staff SET is_admin = 1").run();
    seedBackOffice(db, { requests: 30, claims: 3, now: now() - 2 * 24 * 3_600_000 });
    const requestCode = value<string>(db, "SELECT code FROM consultation_requests LIMIT 1")!;
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const path of [
      "/app/gestion/entrar",
      "/app/gestion/invitacion",
      "/app/gestion/",
      "/app/gestion/reclamos/",
      "/app/gestion/reclamos/?estado=abiertos&pagina=1",
      `/app/gestion/reclamos/${claim.code}`,
      `/app/gestion/reclamos/${claim.code}/imprimir`,
      "/app/gestion/consultas/",
      "/app/gestion/consultas/?estado=pendientes&pagina=2",
      `/app/gestion/consultas/${requestCode}?estado=pendientes`,
      "/app/gestion/cuentas",
      "/app/gestion/exportar",
      "/app/gestion/contactos",
      "/app/gestion/auditoria",
    ]) {
      const text = await (await request(path, { headers: { Cookie: session } })).text();
      const report = await validator.validateString(text, "back-office.html");
      expect(
        report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`)),
        path,
      ).toEqual([]);
    }
    // The answer form with its error message, too.
    const token = /name="csrf" value="([^"]+)"/.exec(
      await (await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: session } })).text(),
    )![1]!;
    const invalid = await request(`/app/gestion/reclamos/${claim.code}/respuesta`, {
      method: "POST",
      headers: formHeaders(session),
      body: form({ csrf: token, respuesta: "" }),
    });
    const report = await validator.validateString(await invalid.text(), "back-office.html");
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`))).toEqual([]);
  });
});

describe("mounted in the service", () => {
  it("answers its own paths and leaves the rest of the site's headers alone", async () => {
    const { db } = backOfficeFixture();
    const app = createApp({
      service: serviceContext({ db }),
      mount: (a, context) => mountBackOffice(a, context, parseEnv({ GESTION_ORIGIN: ORIGIN })),
    });
    const signIn = await app.request(`${ORIGIN}/app/gestion/entrar`);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("x-robots-tag")).toContain("noindex");
    expect((await app.request(`${ORIGIN}/app/gestion/`, { redirect: "manual" })).headers.get("location")).toBe(
      "/app/gestion/entrar",
    );
    // Answered by routes registered before and after the back office's.
    for (const path of ["/app/api/salud", "/app/api/no-existe"]) {
      const other = await app.request(`${ORIGIN}${path}`);
      expect(other.headers.get("permissions-policy"), path).toBe(securityHeaders["Permissions-Policy"]);
      expect(other.headers.get("x-robots-tag"), path).toBeNull();
    }
  });

  it("refuses an oversized form with 413", async () => {
    const { request, signIn, cookie } = backOfficeFixture();
    const response = await request("/app/gestion/salir", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie(signIn()),
        Origin: ORIGIN,
        "Content-Length": String(200 * 1024),
      },
      body: `csrf=${"x".repeat(200 * 1024 - 5)}`,
    });
    expect(response.status).toBe(413);
  });
});

describe("the audit log", () => {
  it("records every view and change, with the claim's code and no content", async () => {
    const { db, request, signIn, cookie, staffId } = backOfficeFixture();
    const claim = makeClaim(db);
    const session = cookie(signIn());
    await request("/app/gestion/reclamos/", { headers: { Cookie: session } });
    const token = await csrfOf(await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: session } }));
    await request(`/app/gestion/reclamos/${claim.code}/respuesta`, {
      method: "POST",
      headers: formHeaders(session),
      body: form({ csrf: token, respuesta: "Respuesta secreta" }),
    });
    await request("/app/gestion/exportar.csv", { headers: { Cookie: session } });
    await request("/app/gestion/auditoria", { headers: { Cookie: session } });
    const rows = db
      .prepare(
        "SELECT action, staff_id AS staffId, claim_code AS claimCode FROM audit_log WHERE staff_id IS NOT NULL ORDER BY id",
      )
      .all();
    expect(rows).toEqual([
      { action: "ver_lista", staffId, claimCode: null },
      { action: "ver_reclamo", staffId, claimCode: claim.code },
      { action: "responder", staffId, claimCode: claim.code },
      { action: "exportar_csv", staffId, claimCode: null },
      { action: "ver_auditoria", staffId, claimCode: null },
    ]);
    expect(JSON.stringify(db.prepare("SELECT * FROM audit_log").all())).not.toContain("Respuesta secreta");
  });
});

// Issue 40, finding 1: the staff see a message the mail server refused for good, with the phone.
describe("undelivered e-mail", () => {
  it("is shown on the claim's page with why and the person's phone, escaped", async () => {
    const { db, request, signIn, cookie } = backOfficeFixture();
    const claim = makeClaim(db, { patientEmail: "nadie@example.com", patientPhone: "987654321" });
    db.prepare(
      `INSERT INTO outbox (claim_id, kind, recipient, subject, text_body, html_body, created_at, next_attempt_at, attempts, failed_at, last_error)
       VALUES (?, 'copia-persona', 'nadie@example.com', 's', 't', 'h', ?, ?, 1, '2026-03-02T15:00:00.000Z', 'EENVELOPE SMTP 550')`,
    ).run(claim.id, "2026-03-02T14:59:00.000Z", "2026-03-02T14:59:00.000Z");
    const page = await (await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: cookie(signIn()) } })).text();
    expect(page).toContain("Correo no entregado");
    expect(page).toContain("El correo a nadie@example.com no se pudo entregar (EENVELOPE SMTP 550)");
    expect(page).toContain("2 de marzo de 2026 a las 10:00 a. m. (hora de Lima)");
    expect(page).toContain("Contacta a la persona por teléfono: 987654321.");
  });

  it("says nothing when every e-mail left", async () => {
    const { db, request, signIn, cookie } = backOfficeFixture();
    const claim = makeClaim(db);
    const page = await (await request(`/app/gestion/reclamos/${claim.code}`, { headers: { Cookie: cookie(signIn()) } })).text();
    expect(page).not.toContain("Correo no entregado");
  });
});

describe("the CSV export", () => {
  it("quotes every cell and guards formulas", () => {
    expect(csvCell('dijo "hola", y se fue\nluego')).toBe('"dijo ""hola"", y se fue\nluego"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    // What a spreadsheet may skip or fold before a formula sign (issue 32): NUL, zero-width and
    // other invisible characters, any whitespace, and the fullwidth and small forms of the signs.
    for (const start of [
      "\0=",
      "\u200B=",
      "\uFEFF+",
      "\u00A0-",
      " =",
      "\n@",
      "\u3164=",
      "\u202E=",
      "＝",
      "＋",
      "－",
      "＠",
      "﹦",
      "\u2212",
      // Issue 40, finding 10: characters that render blank but are neither space nor format
      // characters — the Braille blank, Khmer inherent vowels, Hangul fillers, variation
      // selectors, the ideographic space — and any mix of them.
      "\u2800=",
      "\u17B4=",
      "\u17B5+",
      "\u115F\u1160-",
      "\uFFA0@",
      "\uFE0F=",
      "\u3000=",
      "\u2800\u17B4\u200B\u3164=",
    ])
      expect(csvCell(`${start}1+1`), JSON.stringify(start)).toBe(`"'${start}1+1"`);
    expect(csvCell('\u2800=HYPERLINK("https://phish.example","Ver")')).toBe(
      '"\'\u2800=HYPERLINK(""https://phish.example"",""Ver"")"',
    );
    for (const safe of ["Rosa", "1+1", "a=b", "\u200BRosa"]) expect(csvCell(safe)).toBe(`"${safe}"`);
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(["a"], [["b"]])).toBe('\uFEFF"a"\r\n"b"\r\n');
  });

  it("exports every claim, with a byte-order mark, guarded", async () => {
    const { db, request, signIn, cookie } = backOfficeFixture();
    makeClaim(db, { detail: '=HYPERLINK("http://evil.example","clic")' });
    const response = await request("/app/gestion/exportar.csv", { headers: { Cookie: cookie(signIn()) } });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="libro-de-reclamaciones-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
    expect(text.split("\r\n")).toHaveLength(3);
  });
});

describe("the back office's assets", () => {
  it("answers 404 to prototype names and any other unknown name, and logs nothing", async () => {
    const { request } = backOfficeFixture();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "nada.js"]) {
      expect((await request(`/app/gestion/recursos/${name}`)).status, name).toBe(404);
    }
    expect((await request("/app/gestion/recursos/gestion.css")).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
