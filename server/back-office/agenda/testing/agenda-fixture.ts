// The back office with the sample agenda (server/booking/testing/agenda.ts), for the agenda's tests:
// the fixture's clock is Monday 2 March 2026, 10:00 in Lima; DRA_A sees people on Mondays 09:00–11:00.
import { value } from "#server/db.ts";
import { inviteStaff } from "#server/back-office/accounts.ts";
import { createSession } from "#server/back-office/sessions.ts";
import { backOfficeFixture, ORIGIN } from "#server/back-office/testing/fixtures.ts";
import { seedAgenda } from "#server/booking/testing/agenda.ts";
import { grantAgenda } from "#server/back-office/agenda/data.ts";

export function withAgenda() {
  const fixture = backOfficeFixture();
  seedAgenda(fixture.db);
  /** A signed-in account's cookie; with `agenda`, the account keeps the agenda. */
  const account = (email: string, agenda: boolean) => {
    const { staffId } = inviteStaff(fixture.db, { name: "Cuenta", email, role: "consultas" }, { now: fixture.now() });
    if (agenda) grantAgenda(fixture.db, email, fixture.now());
    return fixture.cookie(createSession(fixture.db, staffId, fixture.now()));
  };
  const get = (path: string, cookie: string) => fixture.request(path, { headers: { Cookie: cookie } });
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    fixture.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: ORIGIN },
      body: new URLSearchParams(fields).toString(),
    });
  /** The synchronizer token of the session made last. */
  const csrf = () =>
    String(value(fixture.db, "SELECT csrf_token FROM staff_sessions ORDER BY created_at DESC, rowid DESC LIMIT 1"));
  return { ...fixture, account, get, post, csrf };
}
