// «Hoy»'s notice about the copy off the server (replica-notice.tsx): silent while it is up to date.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ReplicaNotice, type ReplicaView } from "./replica-notice.tsx";

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
