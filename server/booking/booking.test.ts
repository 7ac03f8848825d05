import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { value, type Db } from "#server/db.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import {
  agendaApp,
  agendaDb,
  content,
  DR_B,
  DRA_A,
  MONDAY_7AM,
  person,
  professionals,
  timeOf,
  tokenOf,
} from "./testing/agenda.ts";

const NINE = limaInstant("2026-03-02", toMinutes("09:00"));
const NINE_THIRTY = limaInstant("2026-03-02", toMinutes("09:30"));
const FRIDAY_THREE = limaInstant("2026-03-06", toMinutes("15:00"));

let db: Db;
beforeEach(() => {
  db = agendaDb();
});
afterEach(() => db.close());

const live = () => value(db, "SELECT COUNT(*) FROM appointments WHERE state <> 'cancelada'");

/** Holds `time` and books it with `who`'s data; returns the booking's answer. */
async function book(agenda: ReturnType<typeof agendaApp>, time: string, who = person(), headers: Record<string, string> = {}) {
  const held = await agenda.form("/app/reservar-cita/apartar", { hora: time }, headers);
  const hold = held.status === 303 ? new URL(held.headers.get("location")!, "http://x").searchParams.get("apartado")! : undefined;
  return agenda.form("/app/reservar-cita/reservar", { hora: time, apartado: hold, ...who }, headers);
}

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("choosing a time", () => {
  test("the free times of the next days, in Lima time and said so, each a button of a plain form", async () => {
    const page = await (await agendaApp(db).get("/app/reservar-cita/?modalidad=presencial")).text();
    expect(page).toContain(content.limaTime);
    expect(page).toContain("lunes 2 de marzo de 2026");
    // «El primero disponible»: 09:00 once (the first professional in the content's order), then DRA_A's later times.
    expect(page).toContain(`value="${timeOf(DRA_A, "presencial", NINE)}"`);
    expect(page).not.toContain(`value="${timeOf(DR_B, "presencial", NINE)}"`);
    expect(page).toMatch(/<form [^>]*action="\/app\/reservar-cita\/apartar" method="post"/);
  });

  test("a professional's own times; the modality's own times", async () => {
    const agenda = agendaApp(db);
    const drB = await (await agenda.get(`/app/reservar-cita/?modalidad=presencial&profesional=${DR_B}`)).text();
    expect(drB).toContain(`value="${timeOf(DR_B, "presencial", NINE)}"`);
    expect(drB).not.toContain(`value="${timeOf(DRA_A, "presencial", NINE)}"`);
    const virtual = await (await agenda.get("/app/reservar-cita/?modalidad=virtual")).text();
    expect(virtual).toContain(`value="${timeOf(DRA_A, "virtual", FRIDAY_THREE)}"`);
  });

  test("with nothing published, the request and the chat instead", async () => {
    db.exec("DELETE FROM booking_spans");
    const page = await (await agendaApp(db).get("/app/reservar-cita/")).text();
    expect(page).toContain(content.choose.unpublishedHeading);
    expect(page).toContain('href="/app/pide-tu-primera-consulta"');
    expect(page).toContain("https://wa.me/");
  });

  test("the JSON of free times for the request page", async () => {
    const response = await agendaApp(db).get(`/app/api/agenda/horarios?modalidad=presencial&profesional=${DR_B}`);
    const body = (await response.json()) as { dias: { dia: string; horarios: { inicio: string; nombre: string }[] }[] };
    expect(body.dias[0]).toMatchObject({ dia: "2026-03-02" });
    expect(body.dias[0]!.horarios.map((time) => time.inicio)).toEqual(["2026-03-02T14:00:00.000Z", "2026-03-02T14:30:00.000Z"]);
    expect(body.dias[0]!.horarios[0]!.nombre).toBe(professionals[1]!.label);
  });
});

describe("booking", () => {
  test("in person: booked, confirmed by e-mail with an .ics a parser reads and a Google Calendar link, managed by a secret link", async () => {
    const agenda = agendaApp(db);
    const response = await book(agenda, timeOf(DRA_A, "presencial", NINE));
    expect(response.status).toBe(303);
    const token = tokenOf(response);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const row = db.prepare("SELECT * FROM appointments").get() as Record<string, unknown>;
    expect(row).toMatchObject({
      code: "CT-000001",
      professional: DRA_A,
      modality: "presencial",
      start_at: NINE,
      state: "reservada",
    });
    expect(row.end_at).toBe(NINE + 30 * 60_000);
    expect(row.consent_text).toBe(content.form.fields.consent);
    // The link's secret is stored only as its hash.
    expect(JSON.stringify(db.prepare("SELECT * FROM appointment_links").all())).not.toContain(token);

    const mails = db.prepare("SELECT kind, recipient, text_body, html_body, attachments FROM outbox ORDER BY id").all();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["cita-confirmacion", "rosa@example.com"],
      ["cita-aviso-clinica", "clinica@example.com"],
    ]);
    const confirmation = mails[0]!;
    expect(String(confirmation.text_body)).toContain("CT-000001");
    expect(String(confirmation.text_body)).toContain("lunes 2 de marzo de 2026, 9:00 a. m.");
    expect(String(confirmation.text_body)).toContain(`https://clinica.example/app/reservar-cita/cita?t=${token}`);
    expect(String(confirmation.text_body)).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(String(confirmation.text_body)).toContain("dates=20260302T140000Z%2F20260302T143000Z");
    const [attachment] = JSON.parse(String(confirmation.attachments)) as { filename: string; content: string }[];
    expect(attachment!.filename).toBe("CT-000001.ics");
    const [event] = parseIcs(attachment!.content);
    expect(event!.startDate.toJSDate().getTime()).toBe(NINE);
    expect(event!.endDate.toJSDate().getTime()).toBe(NINE + 30 * 60_000);
    expect(event!.uid).toBe("CT-000001@clinica.example");
    expect(event!.location).toContain("San Isidro");
    // The clinic's notice: the code and a link to the back office, nothing the person wrote; the .ics has none of it either.
    const notice = String(mails[1]!.text_body);
    expect(notice).toContain("CT-000001");
    expect(notice).toContain("https://clinica.example/app/gestion/agenda/citas/CT-000001");
    for (const typed of ["Rosa Quispe", "987 654 321", "rosa@example.com", "por dónde empezar"]) {
      expect(notice).not.toContain(typed);
      expect(String(mails[1]!.html_body)).not.toContain(typed);
    }
    expect(attachment!.content).not.toContain("Rosa");

    const page = await agenda.get(response.headers.get("location")!);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("strict-origin");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(content.confirmation.title);
    expect(html).toContain(content.confirmation.bring);
  });

  test("virtual: needs the teleconsultation's consent, and gets its own unguessable video room", async () => {
    const agenda = agendaApp(db);
    const time = timeOf(DRA_A, "virtual", FRIDAY_THREE);
    const refused = await book(agenda, time);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(content.form.errors.teleconsent);
    expect(live()).toBe(0);
    const booked = await book(agenda, time, person({ teleconsent: "si" }));
    expect(booked.status).toBe(303);
    const row = db.prepare("SELECT video_url, teleconsultation_consent_text FROM appointments").get()!;
    expect(String(row.video_url)).toMatch(/^https:\/\/meet\.jit\.si\/PrimeraConsulta-[0-9a-f]{32}$/);
    // The text as ticked, for this professional (a «Dra.»).
    expect(row.teleconsultation_consent_text).toBe(
      content.form.fields.teleconsent.replace("{attendedBy}", content.form.attendedBy.female),
    );
    const [attachment] = JSON.parse(String(value(db, "SELECT attachments FROM outbox WHERE kind = 'cita-confirmacion'")));
    expect(parseIcs(attachment.content)[0]!.location).toBe(row.video_url);
  });

  test("the clinic's own video provider: its URL template", async () => {
    const agenda = agendaApp(db, { videoRoomTemplate: "https://zoom.example/j/{room}?clinica=1" });
    await book(agenda, timeOf(DRA_A, "virtual", FRIDAY_THREE), person({ teleconsent: "si" }));
    expect(String(value(db, "SELECT video_url FROM appointments"))).toMatch(
      /^https:\/\/zoom\.example\/j\/PrimeraConsulta-[0-9a-f]{32}\?clinica=1$/,
    );
  });

  test("a wrong field is named and everything typed is kept, escaped", async () => {
    const response = await book(agendaApp(db), timeOf(DRA_A, "presencial", NINE), person({ name: "<b>Rosa</b>", phone: "abc" }));
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(`${content.form.fields.phone}: ${content.form.errors.phone}`);
    expect(page).toContain('value="&lt;b&gt;Rosa&lt;/b&gt;"');
    expect(page).not.toContain("<b>Rosa</b>");
    expect(live()).toBe(0);
  });

  test("a held time is not offered to others, nor can they hold it; one sender holds a few times at most", async () => {
    const agenda = agendaApp(db);
    const time = timeOf(DRA_A, "presencial", NINE_THIRTY);
    expect((await agenda.form("/app/reservar-cita/apartar", { hora: time }, { "x-real-ip": "203.0.113.1" })).status).toBe(303);
    const other = await agenda.form("/app/reservar-cita/apartar", { hora: time }, { "x-real-ip": "203.0.113.2" });
    expect(other.status).toBe(409);
    expect(await other.text()).toContain(content.failure.held);
    const page = await (await agenda.get(`/app/reservar-cita/?profesional=${DRA_A}`)).text();
    expect(page).not.toContain(`value="${time}"`);
    // The first sender holds three more times: the first one, its oldest, is free again.
    for (const [day, minutes] of [
      ["2026-03-02", "10:00"],
      ["2026-03-02", "10:30"],
      ["2026-03-09", "09:00"],
    ] as const) {
      agenda.setNow(new Date(agenda.now().getTime() + 1000));
      const more = timeOf(DRA_A, "presencial", limaInstant(day, toMinutes(minutes)));
      expect((await agenda.form("/app/reservar-cita/apartar", { hora: more }, { "x-real-ip": "203.0.113.1" })).status).toBe(303);
    }
    expect(await (await agenda.get(`/app/reservar-cita/?profesional=${DRA_A}`)).text()).toContain(`value="${time}"`);
    expect(value(db, "SELECT COUNT(*) FROM booking_holds")).toBe(3);
    // A hold ends after its minutes.
    agenda.setNow(new Date(MONDAY_7AM.getTime() + 11 * 60_000));
    expect(
      (
        await agenda.form(
          "/app/reservar-cita/apartar",
          { hora: timeOf(DRA_A, "presencial", NINE_THIRTY) },
          { "x-real-ip": "203.0.113.2" },
        )
      ).status,
    ).toBe(303);
  });

  test("a time taken meanwhile: a clear message, the nearest free times to pick, nothing typed lost", async () => {
    const agenda = agendaApp(db);
    const time = timeOf(DRA_A, "presencial", NINE);
    await book(agenda, time, person({ phone: "911 111 111", email: "a@example.com" }));
    const second = await agenda.form("/app/reservar-cita/reservar", { hora: time, ...person({ name: "Lucía Torres" }) });
    expect(second.status).toBe(409);
    const page = await second.text();
    expect(page).toContain(content.failure.taken);
    expect(page).toContain('value="Lucía Torres"');
    expect(page).toContain(`value="${timeOf(DRA_A, "presencial", NINE_THIRTY)}"`);
    expect(live()).toBe(1);
  });

  test("at most one future first consultation per phone or e-mail", async () => {
    const agenda = agendaApp(db);
    expect((await book(agenda, timeOf(DRA_A, "presencial", NINE))).status).toBe(303);
    const samePhone = await book(
      agenda,
      timeOf(DR_B, "presencial", NINE_THIRTY),
      person({ phone: "+51 987-654-321", email: "otra@example.com" }),
    );
    expect(samePhone.status).toBe(409);
    expect(await samePhone.text()).toContain(content.failure.duplicate.slice(0, 40));
    const sameEmail = await book(
      agenda,
      timeOf(DR_B, "presencial", NINE_THIRTY),
      person({ phone: "912 000 000", email: "ROSA@example.com" }),
    );
    expect(sameEmail.status).toBe(409);
    expect(live()).toBe(1);
  });

  test("the e-mail is the one plain-address rule of every form: no display name, no comment, no list (issue 47)", async () => {
    const agenda = agendaApp(db);
    for (const email of ["Nombre<victima@example.com>", "victima@example.com(2)", "a@example.com,victima@example.com"]) {
      const answer = await book(agenda, timeOf(DRA_A, "presencial", NINE), person({ email }));
      expect(answer.status, email).toBe(422);
      expect(await answer.text(), email).toContain(content.form.errors.email);
    }
    expect(live()).toBe(0);
    expect(value(db, "SELECT COUNT(*) FROM outbox")).toBe(0);
  });

  test("the phone is read by Peru's rules: a number that is none is refused (issue 47)", async () => {
    const agenda = agendaApp(db);
    const answer = await book(agenda, timeOf(DRA_A, "presencial", NINE), person({ phone: "123456" }));
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain(content.form.errors.phone);
  });

  test("one future consultation per parsed number and per mailbox: Lima's landline written four ways, a +tag (issue 47)", async () => {
    const agenda = agendaApp(db);
    const pairs = [
      ["01 4567890", "+51 1 4567890"],
      ["(01) 456-7890", "1 4567890"],
    ];
    for (const [first, second] of pairs) {
      db.exec("DELETE FROM outbox; DELETE FROM appointment_links; DELETE FROM appointments");
      expect(
        (await book(agenda, timeOf(DRA_A, "presencial", NINE), person({ phone: first, email: "a@example.com" }))).status,
      ).toBe(303);
      const again = await book(agenda, timeOf(DR_B, "presencial", NINE), person({ phone: second, email: "b@example.com" }));
      expect(again.status, `${first} then ${second}`).toBe(409);
      expect(live()).toBe(1);
    }
    const tagged = await book(
      agenda,
      timeOf(DR_B, "presencial", NINE),
      person({ phone: "912 000 000", email: "A+otra@Example.com" }),
    );
    expect(tagged.status).toBe(409);
    expect(live()).toBe(1);
  });

  test("the same submission twice (a double tap) opens the one appointment it made", async () => {
    const agenda = agendaApp(db);
    const who = person();
    const first = await book(agenda, timeOf(DRA_A, "presencial", NINE), who);
    const again = await agenda.form("/app/reservar-cita/reservar", { hora: timeOf(DRA_A, "presencial", NINE), ...who });
    expect(again.status).toBe(303);
    expect(tokenOf(again)).toBe(tokenOf(first));
    expect(live()).toBe(1);
  });

  test("the honeypot, cross-site posts and the sender's limit refuse, with what was typed kept", async () => {
    const agenda = agendaApp(db, { rateLimit: { max: 1, windowMs: 60_000 } });
    const time = timeOf(DRA_A, "presencial", NINE);
    const bot = await agenda.form("/app/reservar-cita/reservar", { hora: time, ...person({ sitioWeb: "http://spam.example" }) });
    expect(bot.status).toBe(422);
    expect(await bot.text()).toContain(content.failure.honeypot);
    const crossSite = await agenda.form(
      "/app/reservar-cita/reservar",
      { hora: time, ...person() },
      { "Sec-Fetch-Site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    expect((await agenda.form("/app/reservar-cita/apartar", { hora: time }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(
      403,
    );
    const limited = await agenda.form("/app/reservar-cita/reservar", { hora: time, ...person() });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('value="Rosa Quispe"');
    expect(live()).toBe(0);
  });

  test("many requests for one time at once: exactly one booking, every other a clear refusal, no error", async () => {
    const agenda = agendaApp(db);
    const time = timeOf(DRA_A, "presencial", NINE);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        agenda.form("/app/reservar-cita/reservar", {
          hora: time,
          ...person({ phone: `9${String(index).padStart(8, "0")}`, email: `p${index}@example.com` }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(live()).toBe(1);
  });
});

describe("managing an appointment by its link", () => {
  async function booked(agenda = agendaApp(db)) {
    const response = await book(agenda, timeOf(DRA_A, "presencial", NINE_THIRTY));
    return { agenda, token: tokenOf(response) };
  }

  test("an unknown or past link opens nothing", async () => {
    const { agenda, token } = await booked();
    expect((await agenda.get("/app/reservar-cita/cita?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    agenda.setNow(new Date(NINE_THIRTY + 31 * 60_000));
    expect((await agenda.get(`/app/reservar-cita/cita?t=${token}`)).status).toBe(404);
  });

  test("cancel: the time is free again and the patient is told by e-mail", async () => {
    const { agenda, token } = await booked();
    const response = await agenda.form("/app/reservar-cita/cita/cancelar", { t: token, confirmado: "1" });
    expect(response.status).toBe(303);
    expect(value(db, "SELECT state FROM appointments")).toBe("cancelada");
    expect(value(db, "SELECT cancelled_by FROM appointments")).toBe("paciente");
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-cancelada'")).toBe(1);
    expect(await (await agenda.get(`/app/reservar-cita/?profesional=${DRA_A}`)).text()).toContain(
      `value="${timeOf(DRA_A, "presencial", NINE_THIRTY)}"`,
    );
    const page = await (await agenda.get(`/app/reservar-cita/cita?t=${token}`)).text();
    expect(page).toContain(content.manage.cancelled);
  });

  test("move: to another free time of the same professional; the e-mail carries a new link, the old one still works", async () => {
    const { agenda, token } = await booked();
    const ten = limaInstant("2026-03-02", toMinutes("10:00"));
    const response = await agenda.form("/app/reservar-cita/cita/mover", {
      t: token,
      hora: timeOf(DRA_A, "presencial", ten),
      confirmado: "1",
    });
    expect(response.status).toBe(303);
    expect(value(db, "SELECT start_at FROM appointments")).toBe(ten);
    const mail = db.prepare("SELECT text_body, attachments FROM outbox WHERE kind = 'cita-cambiada'").get()!;
    expect(String(mail.text_body)).toContain(`cita?t=${tokenOf(response)}`);
    expect(
      parseIcs(JSON.parse(String(mail.attachments))[0].content)[0]!
        .startDate.toJSDate()
        .getTime(),
    ).toBe(ten);
    expect((await agenda.get(`/app/reservar-cita/cita?t=${token}`)).status).toBe(200);
    // Not to another professional's time, nor to a taken one.
    expect(
      (await agenda.form("/app/reservar-cita/cita/mover", { t: token, hora: timeOf(DR_B, "presencial", NINE), confirmado: "1" }))
        .status,
    ).toBe(409);
  });

  test("too close to the appointment, the patient is asked to call instead", async () => {
    const { agenda, token } = await booked();
    agenda.setNow(new Date(NINE_THIRTY - 60 * 60_000));
    const response = await agenda.form("/app/reservar-cita/cita/cancelar", { t: token, confirmado: "1" });
    expect(response.status).toBe(409);
    expect(value(db, "SELECT state FROM appointments")).toBe("reservada");
  });

  test("«Confirmo mi asistencia» is recorded", async () => {
    const { agenda, token } = await booked();
    expect((await agenda.form("/app/reservar-cita/cita/confirmar", { t: token })).status).toBe(303);
    expect(value(db, "SELECT confirmed_at FROM appointments")).toBe(MONDAY_7AM.getTime());
  });

  test("the .ics download reads back", async () => {
    const { agenda, token } = await booked();
    const response = await agenda.get(`/app/reservar-cita/cita/evento.ics?t=${token}`);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    expect(
      parseIcs(await response.text())[0]!
        .startDate.toJSDate()
        .getTime(),
    ).toBe(NINE_THIRTY);
  });
});
