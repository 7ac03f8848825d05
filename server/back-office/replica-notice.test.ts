// «Hoy»'s notice about the copy off the server (replica-notice.tsx): silent while it is up to date.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { inviteStaff } from "./accounts.ts";
import { ReplicaNotice, type ReplicaView } from "./replica-notice.tsx";
import { createSession } from "./sessions.ts";
import { backOfficeFixture } from "./testing/fixtures.ts";

const render = (replica?: ReplicaView) => renderToStaticMarkup(createElement(ReplicaNotice, { replica }));

test("nothing while the replica is up to date, or without one in development", () => {
  expect(render({ ok: true, lastReplicatedAt: 1 })).toBe("");
  expect(render()).toBe("");
});

test("behind: an alert that says since when and why, in Lima's time", () => {
  const html = render({ ok: false, trouble: "detenida", behindSince: Date.parse("2026-11-28T15:04:00Z") });
  expect(html).toContain('role="alert"');
  expect(html).toContain("La copia de los datos fuera del servidor está atrasada</strong> desde el 28/11/26, 10:04");
  expect(html).toContain("Litestream) no está funcionando");
});

test("production without DATA_REPLICA: says there is no copy", () => {
  expect(render("sin-copia")).toContain("No hay copia de los datos fuera del servidor.");
});

test("«Hoy» shows it to administrators only, and only while the copy is behind", async () => {
  let replica: ReplicaView = { ok: false, trouble: "falla", behindSince: Date.parse("2026-03-02T14:00:00Z") };
  const fixture = backOfficeFixture(undefined, { replica: () => replica });
  const { staffId } = inviteStaff(
    fixture.db,
    { name: "Admin Prueba", email: "admin@clinica.pe", isAdmin: true },
    { now: fixture.now() },
  );
  const home = async (sessionId: string) =>
    (await fixture.request("/app/gestion/", { headers: { Cookie: fixture.cookie(sessionId) } })).text();
  const admin = createSession(fixture.db, staffId, fixture.now());
  expect(await home(admin)).toContain("La copia de los datos fuera del servidor está atrasada");
  expect(await home(fixture.signIn())).not.toContain("fuera del servidor");
  replica = { ok: true };
  expect(await home(admin)).not.toContain("fuera del servidor");
});
