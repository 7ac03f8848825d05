// Accounts hold against a careless or hostile colleague (issue 47): an invitation never touches an
// existing account; a new passkey for one is a reset asked by one administrator and confirmed by
// another (or the server's command); every role change is audited as one, with before and after.
import { describe, expect, it } from "vitest";
import { column, value } from "#server/db.ts";
import {
  AccountExistsError,
  changeRole,
  confirmPasskeyReset,
  inviteStaff,
  pendingInvitation,
  pendingPasskeyResets,
  requestPasskeyReset,
  resetPasskeysFromServer,
  withdrawPasskeyReset,
} from "./accounts.ts";
import { createSession, readSession } from "./sessions.ts";
import { backOfficeFixture } from "./testing/fixtures.ts";

function withAdmins() {
  const fixture = backOfficeFixture();
  const { db, now } = fixture;
  const make = (email: string, isAdmin = false) =>
    inviteStaff(db, { name: `Cuenta ${email.split("@")[0]}`, email, role: "reclamos", isAdmin }, { now: now() }).staffId;
  const first = make("primera@clinica.pe", true);
  const second = make("segunda@clinica.pe", true);
  const colleague = make("colega@clinica.pe");
  db.prepare(
    "INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, created_at) VALUES ('llave-colega', ?, x'00', 0, ?)",
  ).run(colleague, now());
  return { ...fixture, first, second, colleague };
}

const actions = (db: ReturnType<typeof withAdmins>["db"], subject: number) =>
  db.prepare("SELECT action, staff_id AS by, detail FROM audit_log WHERE subject_staff_id = ? ORDER BY id").all(subject).slice(1);

describe("an invitation never touches an existing account", () => {
  it("is refused for an active account's address, however written: no link, no new role, nothing audited", () => {
    const { db, now, first, colleague } = withAdmins();
    for (const email of ["colega@clinica.pe", " COLEGA@clinica.pe "]) {
      expect(
        () => inviteStaff(db, { name: "Otra", email, role: "ambos", isAdmin: true }, { now: now(), by: first }),
        email,
      ).toThrow(AccountExistsError);
    }
    expect(value(db, "SELECT count(*) FROM staff_invitations WHERE staff_id = ?", colleague)).toBe(1);
    expect(db.prepare("SELECT role, is_admin AS isAdmin FROM staff WHERE id = ?").get(colleague)).toEqual({
      role: "reclamos",
      isAdmin: 0,
    });
    expect(actions(db, colleague)).toEqual([]);
  });
});

describe("resetting an account's passkeys", () => {
  it("needs a second administrator: the one who asked and the account itself cannot confirm", () => {
    const { db, now, first, second, colleague } = withAdmins();
    const session = createSession(db, colleague, now());
    const reset = requestPasskeyReset(db, colleague, first, now())!;
    // Asked: nothing changed yet.
    expect(value(db, "SELECT count(*) FROM staff_passkeys WHERE staff_id = ? AND revoked_at IS NULL", colleague)).toBe(1);
    expect(pendingPasskeyResets(db, now()).map((row) => row.staffId)).toEqual([colleague]);
    expect(confirmPasskeyReset(db, reset, first, now()).status).toBe("same-person");
    expect(confirmPasskeyReset(db, reset, colleague, now()).status).toBe("not-found");
    const done = confirmPasskeyReset(db, reset, second, now());
    expect(done.status).toBe("reset");
    // The old passkeys revoked, the sessions ended, one new link that works once.
    expect(value(db, "SELECT count(*) FROM staff_passkeys WHERE staff_id = ? AND revoked_at IS NULL", colleague)).toBe(0);
    expect(readSession(db, session, now())).toBeUndefined();
    expect(done.status === "reset" && pendingInvitation(db, done.token, now())?.staffId).toBe(colleague);
    expect(confirmPasskeyReset(db, reset, second, now()).status).toBe("not-found");
    expect(actions(db, colleague)).toEqual([
      { action: "llaves_restablecer_pedido", by: first, detail: null },
      { action: "llaves_restablecidas", by: second, detail: "pedido por Cuenta primera" },
    ]);
  });

  it("a request expires after a day, can be withdrawn, and the server's command resets at once, audited", () => {
    const { db, now, advance, first, second, colleague } = withAdmins();
    const reset = requestPasskeyReset(db, colleague, first, now())!;
    advance(24 * 60 * 60_000);
    expect(confirmPasskeyReset(db, reset, second, now()).status).toBe("not-found");
    const again = requestPasskeyReset(db, colleague, first, now())!;
    expect(withdrawPasskeyReset(db, again, second, now())).toBe(true);
    expect(confirmPasskeyReset(db, again, second, now()).status).toBe("not-found");
    const made = resetPasskeysFromServer(db, "colega@clinica.pe", now())!;
    expect(pendingInvitation(db, made.token, now())?.staffId).toBe(colleague);
    expect(column(db, "SELECT action FROM audit_log WHERE subject_staff_id = ? AND staff_id IS NULL", colleague)).toEqual([
      "invitada",
      "llaves_restablecidas",
    ]);
  });
});

describe("a change of role", () => {
  it("is audited as rol_cambiado with the role before and after, the agenda and the administration included", () => {
    const { db, now, first, colleague } = withAdmins();
    expect(changeRole(db, colleague, { role: "reclamos", isAdmin: false }, first, now())).toBe(false);
    expect(changeRole(db, colleague, { role: "ambos", isAdmin: false, agenda: true }, first, now())).toBe(true);
    expect(changeRole(db, colleague, { role: "ambos", isAdmin: true }, null, now())).toBe(true);
    expect(actions(db, colleague)).toEqual([
      { action: "rol_cambiado", by: first, detail: "Reclamos → Reclamos y solicitudes + agenda" },
      {
        action: "rol_cambiado",
        by: null,
        detail: "Reclamos y solicitudes + agenda → Reclamos y solicitudes + agenda + administra cuentas",
      },
    ]);
  });
});
