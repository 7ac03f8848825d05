// Item 5 of issue 45: a browser that sends only its Origin (no Sec-Fetch-Site: Safari before 16.4,
// every iPhone left on iOS 15) books, moves and cancels; the manage link's secret still never
// leaves its page (no path or query in any Referer) and is refused from another site.
import { afterEach, beforeEach, expect, test } from "vitest";
import { value, type Db } from "#server/db.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { agendaApp, agendaDb, DRA_A, person, timeOf, tokenOf } from "./testing/agenda.ts";

const NINE = limaInstant("2026-03-02", toMinutes("09:00"));
// As such a browser posts from the booking's own page (app.request's host is localhost).
const SAFARI_15 = { Origin: "http://localhost" };

let db: Db;
beforeEach(() => {
  db = agendaDb();
});
afterEach(() => db.close());

test("the booking's pages ask for strict-origin, in the header and in the document (a proxy may replace the header)", async () => {
  const page = await agendaApp(db).get("/app/reservar-cita/");
  expect(page.headers.get("referrer-policy")).toBe("strict-origin");
  expect(await page.text()).toContain('<meta name="referrer" content="strict-origin"/>');
});

test("a browser that sends only its Origin holds, books and cancels", async () => {
  const agenda = agendaApp(db);
  const time = timeOf(DRA_A, "presencial", NINE);
  const held = await agenda.form("/app/reservar-cita/apartar", { hora: time }, SAFARI_15);
  expect(held.status).toBe(303);
  const hold = new URL(held.headers.get("location")!, "http://x").searchParams.get("apartado")!;
  const booked = await agenda.form("/app/reservar-cita/reservar", { hora: time, apartado: hold, ...person() }, SAFARI_15);
  expect(booked.status).toBe(303);
  const token = tokenOf(booked);
  const manage = await agenda.get(`/app/reservar-cita/cita?t=${token}`);
  expect(manage.headers.get("referrer-policy")).toBe("strict-origin");
  // Its links to other sites never carry the page's address, whatever the policy.
  for (const [, tag] of (await manage.text()).matchAll(/(<a [^>]*href="https?:[^"]*"[^>]*>)/g))
    expect(tag).toContain('rel="noopener noreferrer"');
  expect((await agenda.form("/app/reservar-cita/cita/cancelar", { t: token, confirmado: "1" }, SAFARI_15)).status).toBe(303);
  expect(value(db, "SELECT state FROM appointments")).toBe("cancelada");
});

test("another site's post is still refused, by its Origin or by `null` (a sandboxed page's)", async () => {
  const agenda = agendaApp(db);
  const time = timeOf(DRA_A, "presencial", NINE);
  for (const origin of ["https://otro.example", "null"])
    expect((await agenda.form("/app/reservar-cita/apartar", { hora: time }, { Origin: origin })).status).toBe(403);
  expect(value(db, "SELECT COUNT(*) FROM booking_holds")).toBe(0);
});
