// The accounts page, by role: only an administrator sees it (others get the same 404 as an unknown
// page); invite with a role (the text names what the role sees), change a role, disable; every
// change in the audit log with who made it. And what each role sees of the audit log and the count
// of contacts (issue 40, finding 12).
import { describe, expect, it } from "vitest";
import { countContact } from "#server/contact-counts/store.ts";
import { column, value } from "#server/db.ts";
import { inviteStaff, type Role } from "./accounts.ts";
import { audit } from "./audit.ts";
import { createSession } from "./sessions.ts";
import { backOfficeFixture, makeClaim, ORIGIN } from "./testing/fixtures.ts";

function withAccounts() {
  const fixture = backOfficeFixture();
  const account = (role: Role, email: string, isAdmin = false) => {
    const { staffId } = inviteStaff(
      fixture.db,
      { name: `Cuenta ${email.split("@")[0]}`, email, role, isAdmin },
      { now: fixture.now() },
    );
    return { staffId, cookie: fixture.cookie(createSession(fixture.db, staffId, fixture.now())) };
  };
  const get = async (path: string, cookie: string) => {
    const response = await fixture.request(path, { headers: { Cookie: cookie } });
    return { status: response.status, text: await response.text() };
  };
  const post = async (path: string, cookie: string, fields: Record<string, string>) => {
    const csrf = /name="csrf" value="([^"]+)"/.exec((await get("/app/gestion/", cookie)).text)![1]!;
    return fixture.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: ORIGIN },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    });
  };
  return { ...fixture, account, get, post };
}

describe("the accounts page", () => {
  it("exists only for administrators, and is in their menu only", async () => {
    const { account, get } = withAccounts();
    const admin = account("ambos", "admin@clinica.pe", true);
    const staff = account("ambos", "staff@clinica.pe");
    const page = await get("/app/gestion/cuentas", admin.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("admin@clinica.pe");
    expect(page.text).toContain("Última entrada: Nunca");
    expect((await get("/app/gestion/", admin.cookie)).text).toContain('href="/app/gestion/cuentas"');
    const refused = await get("/app/gestion/cuentas", staff.cookie);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain("admin@clinica.pe");
    expect((await get("/app/gestion/", staff.cookie)).text).not.toContain('href="/app/gestion/cuentas"');
  });

  it("invites with a role, whose text names what the role sees, then changes the role and disables, each audited with who did it", async () => {
    const { db, account, get, post } = withAccounts();
    const admin = account("ambos", "admin@clinica.pe", true);
    const stranger = account("reclamos", "otro@clinica.pe");
    // Not an administrator: refused, nothing made.
    expect(
      (
        await post("/app/gestion/cuentas/invitar", stranger.cookie, {
          nombre: "Eva Soto",
          correo: "eva@clinica.pe",
          rol: "consultas",
        })
      ).status,
    ).toBe(404);
    expect(value(db, "SELECT count(*) FROM staff WHERE email = 'eva@clinica.pe'")).toBe(0);

    const invited = await post("/app/gestion/cuentas/invitar", admin.cookie, {
      nombre: "Eva Soto",
      correo: "eva@clinica.pe",
      rol: "consultas",
    });
    expect(invited.status).toBe(200);
    const text = await invited.text();
    const invitation = /<p class="texto copiar">([^<]*)<\/p>/.exec(text)![1]!;
    expect(invitation).toMatch(/http:\/\/localhost:4999\/app\/gestion\/invitacion#t=[A-Za-z0-9_-]{43}$/);
    expect(invitation).toContain("Verás las solicitudes de «Pide tu primera consulta».");
    expect(invitation).not.toContain("Reclamaciones");
    const eva = value<number>(db, "SELECT id FROM staff WHERE email = 'eva@clinica.pe'")!;
    expect(value(db, "SELECT role FROM staff WHERE id = ?", eva)).toBe("consultas");

    expect((await post(`/app/gestion/cuentas/${eva}/rol`, admin.cookie, { rol: "ambos", administrador: "si" })).status).toBe(303);
    expect(db.prepare("SELECT role, is_admin AS isAdmin FROM staff WHERE id = ?").get(eva)).toEqual({
      role: "ambos",
      isAdmin: 1,
    });
    expect((await post(`/app/gestion/cuentas/${eva}/desactivar`, admin.cookie, {})).status).toBe(303);
    expect(value(db, "SELECT disabled_at IS NOT NULL FROM staff WHERE id = ?", eva)).toBe(1);
    // An administrator cannot disable their own account, nor drop their own administration.
    expect((await post(`/app/gestion/cuentas/${admin.staffId}/desactivar`, admin.cookie, {})).status).toBe(400);
    expect((await post(`/app/gestion/cuentas/${admin.staffId}/rol`, admin.cookie, { rol: "ambos" })).status).toBe(400);
    expect(value(db, "SELECT is_admin FROM staff WHERE id = ?", admin.staffId)).toBe(1);

    expect(
      db
        .prepare(
          "SELECT action, staff_id AS by, subject_staff_id AS subject FROM audit_log WHERE subject_staff_id = ? ORDER BY id",
        )
        .all(eva),
    ).toEqual([
      { action: "invitada_web", by: admin.staffId, subject: eva },
      { action: "rol_cambiado", by: admin.staffId, subject: eva },
      { action: "desactivada_web", by: admin.staffId, subject: eva },
    ]);
    const log = (await get("/app/gestion/auditoria", admin.cookie)).text;
    expect(log).toContain("Invitó una cuenta");
    expect(log).toContain("Cambió el rol de una cuenta");
    expect(log).toContain("Desactivó una cuenta");
    // The last sign-in, from the log.
    audit(db, { action: "entrada", staffId: stranger.staffId }, Date.parse("2026-03-02T15:30:00Z"));
    expect((await get("/app/gestion/cuentas", admin.cookie)).text).toContain("Última entrada: 02/03/2026 10:30");
  });
});

describe("an active colleague's account on the accounts page (issue 47)", () => {
  it("an invitation for its address is refused, pointing to its role form: no link, no role changed", async () => {
    const { db, account, post } = withAccounts();
    const admin = account("ambos", "admin@clinica.pe", true);
    const colleague = account("reclamos", "colega@clinica.pe");
    const refused = await post("/app/gestion/cuentas/invitar", admin.cookie, {
      nombre: "Otra Persona",
      correo: "Colega@clinica.pe",
      rol: "ambos",
      administrador: "si",
    });
    expect(refused.status).toBe(409);
    const text = await refused.text();
    expect(text).toContain("ya tiene una cuenta activa");
    expect(text).toContain(`href="#rol-${colleague.staffId}"`);
    expect(text).not.toContain("invitacion#t=");
    expect(db.prepare("SELECT role, is_admin AS isAdmin FROM staff WHERE id = ?").get(colleague.staffId)).toEqual({
      role: "reclamos",
      isAdmin: 0,
    });
    expect(value(db, "SELECT count(*) FROM staff_invitations WHERE staff_id = ?", colleague.staffId)).toBe(1);
  });

  it("its passkeys are reset only when a second administrator confirms, the link shown to that one, every step audited", async () => {
    const { db, account, get, post } = withAccounts();
    const first = account("ambos", "primera@clinica.pe", true);
    const second = account("ambos", "segunda@clinica.pe", true);
    const colleague = account("reclamos", "colega@clinica.pe");
    expect((await post(`/app/gestion/cuentas/${colleague.staffId}/llaves`, first.cookie, {})).status).toBe(303);
    const reset = value<number>(db, "SELECT id FROM staff_passkey_resets")!;
    // The one who asked cannot confirm; the colleague's session still works until confirmed.
    const own = await post(`/app/gestion/cuentas/restablecer/${reset}/confirmar`, first.cookie, {});
    expect(own.status).toBe(409);
    expect((await get("/app/gestion/", colleague.cookie)).status).toBe(200);
    expect((await get("/app/gestion/cuentas", second.cookie)).text).toContain(
      `Confirmar: restablecer las llaves de Cuenta colega`,
    );
    const confirmed = await post(`/app/gestion/cuentas/restablecer/${reset}/confirmar`, second.cookie, {});
    expect(confirmed.status).toBe(200);
    expect(/<p class="texto copiar">([^<]*)<\/p>/.exec(await confirmed.text())![1]).toMatch(/invitacion#t=[\w-]{43}$/);
    expect((await get("/app/gestion/", colleague.cookie)).status).not.toBe(200);
    expect(column(db, "SELECT action FROM audit_log WHERE subject_staff_id = ? ORDER BY id", colleague.staffId)).toEqual([
      "invitada",
      "llaves_restablecer_pedido",
      "llaves_restablecidas",
    ]);
  });
});

describe("the agenda, a role of its own, on the accounts page", () => {
  it("is given with an invitation (whose text says so), taken and given back with the role's form, audited", async () => {
    const { db, account, get, post } = withAccounts();
    const admin = account("ambos", "admin@clinica.pe", true);
    const invited = await post("/app/gestion/cuentas/invitar", admin.cookie, {
      nombre: "Rosa Quispe",
      correo: "rosa@clinica.pe",
      rol: "consultas",
      agenda: "si",
    });
    expect(/<p class="texto copiar">([^<]*)<\/p>/.exec(await invited.text())![1]).toContain("y llevarás la agenda de citas");
    const rosa = value<number>(db, "SELECT id FROM staff WHERE email = 'rosa@clinica.pe'")!;
    const hasAgenda = () => value(db, "SELECT count(*) FROM staff_agenda WHERE staff_id = ?", rosa);
    expect(hasAgenda()).toBe(1);
    expect((await get("/app/gestion/cuentas", admin.cookie)).text).toContain("lleva la agenda");

    // The role's form without the box takes the agenda away, with it given back; the role unchanged.
    expect((await post(`/app/gestion/cuentas/${rosa}/rol`, admin.cookie, { rol: "consultas" })).status).toBe(303);
    expect(hasAgenda()).toBe(0);
    expect((await post(`/app/gestion/cuentas/${rosa}/rol`, admin.cookie, { rol: "consultas", agenda: "si" })).status).toBe(303);
    expect(hasAgenda()).toBe(1);
    expect(
      db
        .prepare("SELECT action FROM audit_log WHERE subject_staff_id = ? ORDER BY id")
        .all(rosa)
        .map((row) => row.action),
    ).toEqual(["invitada_web", "rol_cambiado", "rol_cambiado"]);
  });
});

describe("what each role sees of the audit log and the count of contacts", () => {
  it("shows claims' activity only to accounts that see claims, requests' only to those that see requests", async () => {
    const { db, account, get, now } = withAccounts();
    const claim = makeClaim(db);
    audit(db, { action: "ver_reclamo", staffId: null, claimCode: claim.code }, now());
    audit(db, { action: "ver_lista", staffId: null }, now());
    audit(db, { action: "ver_consulta", staffId: null, requestCode: "SC-000042" }, now());
    audit(db, { action: "exportar_csv_consultas", staffId: null }, now());
    countContact(db, "solicitud", "/app/pide-tu-primera-consulta", new Date(now()));
    countContact(db, "reclamo", "/app/libro-de-reclamaciones", new Date(now()));
    countContact(db, "chat", "/app/contactanos", new Date(now()));
    // Taps on the pages about requests or claims (their answer pages too) tell how many came.
    countContact(db, "chat", "/app/pide-tu-primera-consulta/recibida", new Date(now()));
    countContact(db, "telefono", "/app/libro-de-reclamaciones", new Date(now()));

    const claims = account("reclamos", "r@clinica.pe");
    const log = (await get("/app/gestion/auditoria?vistas=1", claims.cookie)).text;
    expect(log).toContain(claim.code);
    expect(log).toContain("Vio la lista de reclamos");
    expect(log).not.toContain("SC-000042");
    expect(log).not.toContain("solicitudes de consulta");
    const counts = (await get("/app/gestion/contactos", claims.cookie)).text;
    expect(counts).not.toContain("/app/pide-tu-primera-consulta");
    expect(counts).toContain("/app/libro-de-reclamaciones");
    // Nor in the totals: one chat tap (the contact page's), one phone tap (the book's).
    expect(counts).toContain("Toques al chat (WhatsApp): 1");
    expect(counts).not.toContain("Toques al chat (WhatsApp): 2");

    const requests = account("consultas", "c@clinica.pe");
    const theirs = (await get("/app/gestion/auditoria?vistas=1", requests.cookie)).text;
    expect(theirs).toContain("SC-000042");
    expect(theirs).not.toContain(claim.code);
    expect(theirs).not.toContain("Vio la lista de reclamos");
    const theirCounts = (await get("/app/gestion/contactos", requests.cookie)).text;
    expect(theirCounts).toContain("/app/pide-tu-primera-consulta");
    expect(theirCounts).not.toContain("/app/libro-de-reclamaciones");
    expect(theirCounts).not.toContain("Toques al teléfono: 1");
    expect(column(db, "SELECT action FROM audit_log WHERE action = 'ver_auditoria'")).toHaveLength(2);
  });
});
