import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { value } from "#server/db.ts";
import { content, DRA_A, professionals } from "#server/booking/testing/agenda.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { withAgenda } from "./testing/agenda-fixture.ts";

// Monday 2 March 2026, 10:00 in Lima (the fixture's clock); DRA_A sees people on Mondays 09:00–11:00.
const TEN_THIRTY = limaInstant("2026-03-02", toMinutes("10:30"));
const NEXT_MONDAY_NINE = limaInstant("2026-03-09", toMinutes("09:00"));

/** Books DRA_A's next Monday 09:00 for someone who phoned; returns its code. */
async function phoneBooking(agenda: ReturnType<typeof withAgenda>, cookie: string, email = "rosa@example.com") {
  const response = await agenda.post("/app/gestion/agenda/nueva", cookie, {
    csrf: agenda.csrf(),
    hora: `${DRA_A}|presencial|${NEXT_MONDAY_NINE}`,
    nombre: "Rosa Quispe",
    celular: "987 654 321",
    correo: email,
  });
  expect(response.status).toBe(303);
  return /citas\/(CT-\d{6})/.exec(response.headers.get("location")!)![1]!;
}

describe("the agenda in the back office", () => {
  it("does not exist for an account without the agenda role: every page and change is a 404", async () => {
    const agenda = withAgenda();
    const without = agenda.account("sin@clinica.pe", false);
    for (const path of [
      "/app/gestion/agenda/",
      "/app/gestion/agenda/semana",
      "/app/gestion/agenda/disponibilidad",
      "/app/gestion/agenda/exportar.csv",
    ])
      expect((await agenda.get(path, without)).status, path).toBe(404);
    const refused = await agenda.post("/app/gestion/agenda/nueva", without, {
      csrf: agenda.csrf(),
      hora: `${DRA_A}|presencial|${NEXT_MONDAY_NINE}`,
      nombre: "Rosa Quispe",
      celular: "987654321",
    });
    expect(refused.status).toBe(404);
    expect(value(agenda.db, "SELECT COUNT(*) FROM appointments")).toBe(0);
    const withRole = agenda.account("con@clinica.pe", true);
    expect((await agenda.get("/app/gestion/agenda/", withRole)).status).toBe(200);
  });

  it("a booking made by phone shows in the week view of its professional and of the clinic, audited without personal data", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    const code = await phoneBooking(agenda, cookie);
    expect(agenda.db.prepare("SELECT source, state, professional FROM appointments").get()).toEqual({
      source: "personal",
      state: "reservada",
      professional: DRA_A,
    });
    // The patient's confirmation, no clinic notice (the staff made it).
    expect(agenda.db.prepare("SELECT kind FROM outbox").all()).toEqual([{ kind: "cita-confirmacion" }]);
    for (const path of [
      "/app/gestion/agenda/semana?desde=2026-03-09",
      `/app/gestion/agenda/semana?desde=2026-03-11&profesional=${DRA_A}`,
    ]) {
      const week = await (await agenda.get(path, cookie)).text();
      expect(week, path).toContain("Rosa Quispe (por teléfono)");
      expect(week).toContain(`/app/gestion/agenda/citas/${code}`);
    }
    const audit = agenda.db
      .prepare("SELECT action, appointment_code FROM audit_log WHERE action LIKE 'agenda_%' ORDER BY id")
      .all();
    expect(audit).toContainEqual({ action: "agenda_reservar", appointment_code: code });
    expect(audit).toContainEqual({ action: "agenda_ver_semana", appointment_code: null });
    expect(JSON.stringify(agenda.db.prepare("SELECT * FROM audit_log").all())).not.toContain("Rosa");
  });

  it("the phone booking takes the forms' one rule: a plain address, a number Peru's rules read, a name cleaned (issue 47)", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    const fields = { hora: `${DRA_A}|presencial|${NEXT_MONDAY_NINE}`, nombre: "Rosa Quispe", celular: "987 654 321" };
    const wrongs: Record<string, string>[] = [
      { correo: "Nombre<victima@example.com>" },
      { correo: "victima@example.com(2)" },
      { celular: "123456" },
      { nombre: "\u2800\u2800" },
    ];
    for (const wrong of wrongs) {
      const refused = await agenda.post("/app/gestion/agenda/nueva", cookie, { csrf: agenda.csrf(), ...fields, ...wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
    expect(value(agenda.db, "SELECT COUNT(*) FROM appointments")).toBe(0);
    const booked = await agenda.post("/app/gestion/agenda/nueva", cookie, {
      csrf: agenda.csrf(),
      ...fields,
      nombre: "\u2800\u2800Rosa Quispe",
      celular: "(01) 456-7890",
    });
    expect(booked.status).toBe(303);
    expect(agenda.db.prepare("SELECT name, phone_key FROM appointments").get()).toEqual({
      name: "Rosa Quispe",
      phone_key: "+5114567890",
    });
  });

  it("moves and cancels, the patient told by e-mail; attended only once it started", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    const code = await phoneBooking(agenda, cookie);
    const early = await agenda.post(`/app/gestion/agenda/citas/${code}/estado`, cookie, {
      csrf: agenda.csrf(),
      estado: "atendida",
    });
    expect(early.status).toBe(409);
    const moved = await agenda.post(`/app/gestion/agenda/citas/${code}/mover`, cookie, {
      csrf: agenda.csrf(),
      hora: `${DRA_A}|presencial|${TEN_THIRTY}`,
    });
    expect(moved.status).toBe(303);
    expect(value(agenda.db, "SELECT start_at FROM appointments")).toBe(TEN_THIRTY);
    expect(value(agenda.db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-cambiada'")).toBe(1);
    // 10:45: it has started (a new session: the first one is idle past its 30 minutes).
    agenda.advance(45 * 60_000);
    const later = agenda.account("tarde@clinica.pe", true);
    const marked = await agenda.post(`/app/gestion/agenda/citas/${code}/estado`, later, {
      csrf: agenda.csrf(),
      estado: "no-asistio",
    });
    expect(marked.status).toBe(303);
    expect(value(agenda.db, "SELECT state FROM appointments")).toBe("no-asistio");
    const second = await phoneBooking(agenda, later, "otra@example.com");
    expect((await agenda.post(`/app/gestion/agenda/citas/${second}/cancelar`, later, { csrf: agenda.csrf() })).status).toBe(303);
    const cancelled = agenda.db.prepare("SELECT text_body FROM outbox WHERE kind = 'cita-cancelada'").get()!;
    expect(String(cancelled.text_body)).toContain(content.mail.staffCancelledIntro.slice(0, 30));
    // The counts: bookings, cancellations, not attended; totals only.
    const today = await (await agenda.get("/app/gestion/agenda/", later)).text();
    expect(today).toMatch(/<th scope="row">02\/03\/2026<\/th><td>2<\/td><td>1<\/td><td>1<\/td>/);
  });

  it("the availability editor changes the free times at once", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    const base = `/app/gestion/agenda/disponibilidad/${DRA_A}`;
    const times = async () =>
      await (await agenda.get(`/app/gestion/agenda/nueva?modalidad=virtual&profesional=${DRA_A}`, cookie)).text();
    // A Tuesday span of DRA_A.
    const tuesdayNine = limaInstant("2026-03-03", toMinutes("09:00"));
    expect(await times()).not.toContain(`${DRA_A}|virtual|${tuesdayNine}`);
    expect(
      (
        await agenda.post(`${base}/tramos`, cookie, {
          csrf: agenda.csrf(),
          dia: "2",
          modalidad: "virtual",
          desde: "09:00",
          hasta: "10:00",
        })
      ).status,
    ).toBe(303);
    expect(await times()).toContain(`${DRA_A}|virtual|${tuesdayNine}`);
    // Away that day: gone.
    await agenda.post(`${base}/excepciones`, cookie, {
      csrf: agenda.csrf(),
      tipo: "ausencia",
      desde: "2026-03-03",
      hasta: "2026-03-03",
    });
    expect(await times()).not.toContain(`${DRA_A}|virtual|${tuesdayNine}`);
    // A wrong span is refused, named.
    const wrong = await agenda.post(`${base}/tramos`, cookie, {
      csrf: agenda.csrf(),
      dia: "2",
      modalidad: "virtual",
      desde: "10:00",
      hasta: "09:00",
    });
    expect(wrong.status).toBe(400);
    // The clinic's settings.
    await agenda.post("/app/gestion/agenda/ajustes", cookie, {
      csrf: agenda.csrf(),
      horizonte: "14",
      aviso: "60",
      duracion: "45",
      apartado: "5",
      cambio: "12",
    });
    expect(
      agenda.db
        .prepare(
          "SELECT horizon_days, min_notice_minutes, default_length_minutes, hold_minutes, patient_change_hours FROM booking_settings",
        )
        .get(),
    ).toEqual({
      horizon_days: 14,
      min_notice_minutes: 60,
      default_length_minutes: 45,
      hold_minutes: 5,
      patient_change_hours: 12,
    });
  });

  it("every availability change is audited with its professional and what changed (issue 47)", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    const base = `/app/gestion/agenda/disponibilidad/${DRA_A}`;
    const post = (path: string, fields: Record<string, string> = {}) =>
      agenda.post(`${base}${path}`, cookie, { csrf: agenda.csrf(), ...fields });
    await post("/tramos", { dia: "2", modalidad: "virtual", desde: "09:00", hasta: "10:00" });
    const span = value(agenda.db, "SELECT id FROM booking_spans WHERE weekday = 2");
    await post(`/tramos/${span}/borrar`);
    await post("/excepciones", { tipo: "ausencia", desde: "2026-03-03", hasta: "2026-03-05", nota: "Congreso de Rosa" });
    await post("/excepciones", { tipo: "extra", desde: "2026-03-07", inicio: "09:00", fin: "11:00", modalidad: "virtual" });
    const absence = value(agenda.db, "SELECT id FROM booking_exceptions WHERE kind = 'ausencia'");
    await post(`/excepciones/${absence}/borrar`);
    await post("/duracion", { minutos: "40" });
    await agenda.post("/app/gestion/agenda/ajustes", cookie, {
      csrf: agenda.csrf(),
      profesional: DRA_A,
      horizonte: "14",
      aviso: "120",
      duracion: "30",
      apartado: "10",
      cambio: "2",
    });
    const label = professionals.find((person) => person.slug === DRA_A)!.label;
    const rows = agenda.db
      .prepare("SELECT action, detail FROM audit_log WHERE action IN ('agenda_disponibilidad', 'agenda_ajustes') ORDER BY id")
      .all();
    expect(rows).toEqual([
      { action: "agenda_disponibilidad", detail: `${label}: añadió el tramo martes virtual de 09:00 a 10:00` },
      { action: "agenda_disponibilidad", detail: `${label}: quitó el tramo martes virtual de 09:00 a 10:00` },
      { action: "agenda_disponibilidad", detail: `${label}: añadió ausencia del 2026-03-03 al 2026-03-05` },
      { action: "agenda_disponibilidad", detail: `${label}: añadió horas extra virtual el 2026-03-07 de 09:00 a 11:00` },
      { action: "agenda_disponibilidad", detail: `${label}: quitó ausencia del 2026-03-03 al 2026-03-05` },
      { action: "agenda_disponibilidad", detail: `${label}: duración: la general → 40 min` },
      { action: "agenda_ajustes", detail: "horizonte: 56 → 14 días" },
    ]);
    // The exception's note is someone's text: never in the log.
    expect(JSON.stringify(agenda.db.prepare("SELECT * FROM audit_log").all())).not.toContain("Rosa");
  });

  it("the calendar feed's «Copiar»: hidden without script, shown by gestion.js, copies the field's address", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    const base = `/app/gestion/agenda/disponibilidad/${DRA_A}`;
    const made = await (await agenda.post(`${base}/calendario`, cookie, { csrf: agenda.csrf() })).text();
    expect(made).toContain('<script src="/app/gestion/recursos/gestion.js" defer=""></script>');
    expect(made).not.toContain("simplewebauthn");
    const url = /<input id="enlace-calendario"[^>]*value="([^"]+)"/.exec(made)![1]!;
    const dom = new JSDOM(made, { runScripts: "outside-only", url: "https://www.example.pe/" });
    const button = dom.window.document.querySelector<HTMLButtonElement>("button[data-copiar]")!;
    expect(button.hidden).toBe(true);
    const copied: string[] = [];
    Object.defineProperty(dom.window.navigator, "clipboard", {
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    dom.window.eval(readFileSync(new URL("../assets/gestion.js", import.meta.url), "utf8"));
    expect(button.hidden).toBe(false);
    button.click();
    const said = dom.window.document.getElementById("enlace-calendario-estado")!;
    await vi.waitFor(() => expect(said.textContent).toBe("Enlace copiado."));
    expect(copied).toEqual([url]);
  });

  it("a professional's calendar feed: a secret URL a maintained parser reads, with no health data, that stops working when revoked", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    await phoneBooking(agenda, cookie);
    agenda.db.exec("UPDATE appointments SET reason = 'Dolor pélvico'");
    const base = `/app/gestion/agenda/disponibilidad/${DRA_A}`;
    const made = await (await agenda.post(`${base}/calendario`, cookie, { csrf: agenda.csrf() })).text();
    // Shown once: in a plain field to copy, and as a webcal: link that opens the calendar app.
    const url = /<input id="enlace-calendario"[^>]*value="([^"]+)"/.exec(made)![1]!;
    expect(made).toContain(`href="${url.replace(/^https?:/, "webcal:")}"`);
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/app\/api\/agenda\/calendario\/[\w-]{32}\.ics$/);
    const { createBookingRoutes } = await import("#server/booking/routes.ts");
    const { serviceContext } = await import("#server/service-context.ts");
    const routes = createBookingRoutes(
      serviceContext({ db: agenda.db, root: "/nonexistent", now: () => new Date(agenda.now()) }),
    );
    const feed = await routes.request(path);
    expect(feed.status).toBe(200);
    const text = await feed.text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe("Primera consulta RQ (Presencial, en la clínica)");
    expect(events[0]!.startDate.toJSDate().getTime()).toBe(NEXT_MONDAY_NINE);
    expect(events[0]!.description).toContain("/app/gestion/agenda/citas/CT-000001");
    for (const secret of ["Rosa", "Quispe", "987", "rosa@example.com", "Dolor"]) expect(text).not.toContain(secret);
    // A new link ends the old; revoking ends it too.
    await agenda.post(`${base}/calendario/revocar`, cookie, { csrf: agenda.csrf() });
    expect((await routes.request(path)).status).toBe(404);
    expect((await routes.request("/app/api/agenda/calendario/no-es-un-secreto-valido-de-verdad.ics")).status).toBe(404);
  });

  it("exports the appointments as CSV, audited", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    await phoneBooking(agenda, cookie);
    // On the exports page, with the others, for an account with the agenda only.
    expect(await (await agenda.get("/app/gestion/exportar", cookie)).text()).toContain('href="/app/gestion/agenda/exportar.csv"');
    const csv = await (await agenda.get("/app/gestion/agenda/exportar.csv", cookie)).text();
    expect(csv).toContain("CT-000001");
    expect(csv).toContain("Rosa Quispe");
    expect(value(agenda.db, "SELECT COUNT(*) FROM audit_log WHERE action = 'agenda_exportar_csv'")).toBe(1);
  });

  it("writes the CSV in the other exports' formats: dates a spreadsheet sorts, phones as dialled, no apostrophe (issue 47)", async () => {
    const agenda = withAgenda();
    const cookie = agenda.account("agenda@clinica.pe", true);
    await agenda.post("/app/gestion/agenda/nueva", cookie, {
      csrf: agenda.csrf(),
      hora: `${DRA_A}|presencial|${NEXT_MONDAY_NINE}`,
      nombre: "Rosa Quispe",
      celular: "+51 987 654 321",
    });
    const csv = await (await agenda.get("/app/gestion/agenda/exportar.csv", cookie)).text();
    const label = professionals.find((person) => person.slug === DRA_A)!.label;
    expect(csv.split("\r\n")[1]).toBe(
      `"CT-000001","2026-03-09 09:00","${label}","Presencial","Reservada","No","Por teléfono","Rosa Quispe","987 654 321",""`,
    );
  });
});

describe("the back office's menu", () => {
  it("puts today's appointments on «Hoy», by time, for accounts with the role only", async () => {
    const agenda = withAgenda();
    const keeper = agenda.account("agenda@clinica.pe", true);
    const booked = await agenda.post("/app/gestion/agenda/nueva", keeper, {
      csrf: agenda.csrf(),
      hora: `${DRA_A}|presencial|${TEN_THIRTY}`,
      nombre: "Rosa Quispe",
      celular: "987 654 321",
      correo: "rosa@example.com",
    });
    const code = /citas\/(CT-\d{6})/.exec(booked.headers.get("location")!)![1]!;
    const home = async (cookie: string) => (await agenda.get("/app/gestion/", cookie)).text();
    const text = await home(keeper);
    expect(text).toContain(code);
    expect(text).toContain("Hoy a las 10:30 a. m.");
    expect(text).toContain('href="tel:+51987654321"');
    expect(await home(agenda.account("sin@clinica.pe", false))).not.toContain(code);
    // Once it has started and is not yet marked, it says so (a new session: the first one is idle
    // past its 30 minutes).
    agenda.advance(45 * 60_000);
    expect(await home(agenda.account("otra@clinica.pe", true))).toContain("Empezó a las 10:30 a. m.");
  });

  it("shows «Agenda» to accounts with the role only", async () => {
    const agenda = withAgenda();
    const menu = async (cookie: string) =>
      (await (await agenda.get("/app/gestion/consultas/", cookie)).text()).includes('href="/app/gestion/agenda/"');
    expect(await menu(agenda.account("sin@clinica.pe", false))).toBe(false);
    expect(await menu(agenda.account("con@clinica.pe", true))).toBe(true);
  });
});
