// The agenda as a role of its own, and a disabled account enabled again (issue 46, items 4 and 5):
// an account that keeps only the agenda sees the agenda and its part of «Hoy», and no requests or
// claims; given from the accounts page and from the server's command (`--rol agenda`). An
// administrator enables a disabled account again, audited, with a new invitation (its old passkeys
// stay revoked).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, value } from "#server/db.ts";
import { loadConsultationContent, loadRequestOptions, messagesOf } from "#server/consultations/content.ts";
import { storeRequest } from "#server/consultations/store.ts";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { DRA_A, seedAgenda } from "#server/booking/testing/agenda.ts";
import { requestSchema } from "#shared/consultation-request/request-schema.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { disableStaff, enableStaff, findStaff, inviteStaff, listStaff, seesClaims, seesRequests, type Role } from "./accounts.ts";
import { revokeAgenda, seesAgenda } from "./agenda/data.ts";
import { createSession, readSession } from "./sessions.ts";
import { backOfficeFixture, makeClaim, ORIGIN } from "./testing/fixtures.ts";

const schema = requestSchema(messagesOf(loadConsultationContent()), loadRequestOptions());

function withRoles() {
  const fixture = backOfficeFixture();
  seedAgenda(fixture.db);
  const account = (role: Role, email: string, isAdmin = false) => {
    const { staffId } = inviteStaff(fixture.db, { name: `Cuenta ${email}`, email, role, isAdmin }, { now: fixture.now() });
    const id = createSession(fixture.db, staffId, fixture.now());
    return { staffId, id, cookie: fixture.cookie(id) };
  };
  const get = async (url: string, cookie: string) => {
    const response = await fixture.request(url, { headers: { Cookie: cookie } });
    return { status: response.status, text: await response.text() };
  };
  const post = async (url: string, cookie: string, fields: Record<string, string>) => {
    const csrf = /name="csrf" value="([^"]+)"/.exec((await get("/app/gestion/", cookie)).text)![1]!;
    return fixture.request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: ORIGIN },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    });
  };
  return { ...fixture, account, get, post };
}

describe("the agenda as a role of its own", () => {
  it("sees the agenda and today's appointments on «Hoy», and no request or claim", async () => {
    const { db, account, get, now } = withRoles();
    const keeper = account("agenda", "agenda@clinica.pe");
    expect(readSession(db, keeper.id, now())).toMatchObject({ role: "agenda", agenda: true });
    expect(seesClaims("agenda")).toBe(false);
    expect(seesRequests("agenda")).toBe(false);
    // Something of each kind due today: a claim long overdue, a request overdue, an appointment at 10:30.
    const claim = makeClaim(db, {}, new Date(Date.parse("2026-01-10T15:00:00Z")));
    const request = storeRequest(
      db,
      schema.parse(validRequest({ envioId: "rol-agenda-0000000" })),
      { reason: "Consultas", consent: "Acepto" },
      () => [],
      new Date(now() - 5 * 86_400_000),
    ).code;
    const start = limaInstant("2026-03-02", toMinutes("10:30"));
    db.prepare(
      `INSERT INTO appointments (code, professional, modality, start_at, end_at, name, phone, phone_key, source, created_at, state_changed_at)
       VALUES ('CT-000001', ?, 'presencial', ?, ?, 'Rosa Quispe', '987654321', '987654321', 'personal', ?, ?)`,
    ).run(DRA_A, start, start + 1_800_000, now(), now());
    const home = await get("/app/gestion/", keeper.cookie);
    expect(home.text).toContain("CT-000001");
    expect(home.text).not.toContain(claim.code);
    expect(home.text).not.toContain(request);
    expect(home.text).not.toContain("/app/gestion/consultas/");
    expect(home.text).not.toContain("/app/gestion/reclamos/");
    expect((await get("/app/gestion/agenda/", keeper.cookie)).status).toBe(200);
    for (const url of [
      "/app/gestion/consultas/",
      `/app/gestion/consultas/${request}`,
      "/app/gestion/reclamos/",
      `/app/gestion/reclamos/${claim.code}`,
    ])
      expect((await get(url, keeper.cookie)).status, url).toBe(404);
    // It handles no request: it is not offered as someone who does.
    const both = account("ambos", "ambos@clinica.pe");
    expect((await get(`/app/gestion/consultas/${request}`, both.cookie)).text).not.toContain("Cuenta agenda@clinica.pe");
    // Its agenda cannot be taken away alone (it would see nothing): change the role first.
    expect(revokeAgenda(db, "agenda@clinica.pe")).toBe(false);
    expect(seesAgenda(db, keeper.staffId)).toBe(true);
  });

  it("is given and taken on the accounts page, audited as a change of role", async () => {
    const { db, account, post, get } = withRoles();
    const admin = account("ambos", "admin@clinica.pe", true);
    const other = account("ambos", "otra@clinica.pe");
    const page = await get("/app/gestion/cuentas", admin.cookie);
    expect(page.text).toContain('<option value="agenda">Solo la agenda</option>');
    expect((await post(`/app/gestion/cuentas/${other.staffId}/rol`, admin.cookie, { rol: "agenda" })).status).toBe(303);
    expect(findStaff(db, other.staffId)!.role).toBe("agenda");
    expect(seesAgenda(db, other.staffId)).toBe(true);
    expect(
      value(db, "SELECT count(*) FROM audit_log WHERE action = 'rol_cambiado' AND subject_staff_id = ?", other.staffId),
    ).toBe(1);
    expect((await get("/app/gestion/cuentas", admin.cookie)).text).toContain("solo la agenda de citas");
    // Back to requests and claims: what it saw before the agenda-only role.
    await post(`/app/gestion/cuentas/${other.staffId}/rol`, admin.cookie, { rol: "consultas" });
    expect(findStaff(db, other.staffId)!.role).toBe("consultas");
    // An invitation with the role.
    const invited = await post("/app/gestion/cuentas/invitar", admin.cookie, {
      nombre: "Eva Agenda",
      correo: "eva@clinica.pe",
      rol: "agenda",
    });
    expect(await invited.text()).toContain("Verás solo la agenda de citas");
    expect(listStaff(db).find((s) => s.email === "eva@clinica.pe")).toMatchObject({ role: "agenda", agenda: 1 });
  });
});

describe("a disabled account", () => {
  it("is enabled again by an administrator, audited, with a new invitation; its old passkeys stay revoked", async () => {
    const { db, account, post, get } = withRoles();
    const admin = account("ambos", "admin@clinica.pe", true);
    const other = account("consultas", "otra@clinica.pe");
    db.prepare(
      "INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, created_at) VALUES ('llave', ?, x'00', 0, 0)",
    ).run(other.staffId);
    disableStaff(db, "otra@clinica.pe", Date.now(), admin.staffId);
    expect(enableStaff(db, admin.staffId, admin.staffId)).toBeNull();
    const enabled = await post(`/app/gestion/cuentas/${other.staffId}/activar`, admin.cookie, {});
    expect(enabled.status).toBe(200);
    const text = await enabled.text();
    expect(text).toContain("/app/gestion/invitacion#t=");
    expect(findStaff(db, other.staffId)!.disabledAt).toBeNull();
    expect(findStaff(db, other.staffId)!.role).toBe("consultas");
    expect(value(db, "SELECT count(*) FROM staff_passkeys WHERE staff_id = ? AND revoked_at IS NULL", other.staffId)).toBe(0);
    expect(
      value(db, "SELECT staff_id FROM audit_log WHERE action = 'reactivada_web' AND subject_staff_id = ?", other.staffId),
    ).toBe(admin.staffId);
    // Not an administrator: refused.
    disableStaff(db, "otra@clinica.pe", Date.now(), admin.staffId);
    const staff = account("ambos", "staff@clinica.pe");
    expect((await post(`/app/gestion/cuentas/${other.staffId}/activar`, staff.cookie, {})).status).toBe(404);
    expect(findStaff(db, other.staffId)!.disabledAt).not.toBeNull();
    expect((await get("/app/gestion/cuentas", admin.cookie)).text).toContain(`/app/gestion/cuentas/${other.staffId}/activar`);
  });
});

describe("the server's commands", () => {
  // Three runs of the command, each starting tsx: seconds each on a busy machine.
  it("invite with --rol agenda, and enable a disabled account again with a new link", { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gestion-"));
    const file = path.join(dir, "prueba.sqlite");
    const env = { ...process.env, COMPLAINTS_DB: file, GESTION_ORIGIN: "http://localhost:4999", NODE_ENV: "test" };
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ["--import", "tsx", "server/back-office/cli.ts", ...args], { env, encoding: "utf8" });
    try {
      expect(run("invitar", "Eva Agenda", "eva@clinica.pe", "--rol", "agenda")).toContain("verá solo la agenda de citas");
      run("desactivar", "eva@clinica.pe");
      const out = run("activar", "eva@clinica.pe");
      expect(out).toContain("activa de nuevo");
      expect(out.trim().split("\n").at(-1)).toMatch(/^http:\/\/localhost:4999\/app\/gestion\/invitacion#t=/);
      const db = openDatabase(file);
      expect(value(db, "SELECT disabled_at FROM staff WHERE email = 'eva@clinica.pe'")).toBeNull();
      expect(value(db, "SELECT agenda_only FROM staff WHERE email = 'eva@clinica.pe'")).toBe(1);
      expect(value(db, "SELECT count(*) FROM audit_log WHERE action = 'reactivada'")).toBe(1);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
