// Issue 45 on the service's side: a chooser that fits a phone, nothing undone by one tap, a way back
// to the manage link, a mistyped e-mail corrected, and the smaller items (the messages of a held or
// past time, the card after a clash, the teleconsultation's consent in the professional's gender,
// a video link written as it is).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { value, type Db } from "#server/db.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { ConsultationFacts } from "./chooser.tsx";
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
const TEN = limaInstant("2026-03-02", toMinutes("10:00"));
const FRIDAY_THREE = limaInstant("2026-03-06", toMinutes("15:00"));

let db: Db;
beforeEach(() => {
  db = agendaDb();
});
afterEach(() => db.close());

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function book(agenda: ReturnType<typeof agendaApp>, time: string, who = person()) {
  const held = await agenda.form("/app/reservar-cita/apartar", { hora: time });
  const hold = new URL(held.headers.get("location")!, "http://x").searchParams.get("apartado")!;
  return agenda.form("/app/reservar-cita/reservar", { hora: time, apartado: hold, ...who });
}

describe("the chooser", () => {
  test("the modality as two links, the week's days with how many times each, the day's times short and named with their day", async () => {
    const page = await (await agendaApp(db).get("/app/reservar-cita/")).text();
    // Monday 2 March has DRA_A's four times (09:00 shared with DR_B: «el primero disponible» counts it once).
    expect(page).toContain('<a href="/app/reservar-cita/?modalidad=presencial" aria-current="page"');
    expect(page).toContain('href="/app/reservar-cita/?modalidad=virtual"');
    expect(page).toContain(`lunes 2 de marzo: ${content.choose.dayTimes.replace("{count}", "4")}`);
    expect(page).toContain(`martes 3 de marzo: ${content.choose.dayNone}`);
    expect(page).toMatch(/aria-label="9:00 a\. m\., lunes 2 de marzo de 2026"[^>]*>9:00 a\. m\.<\/button>/);
    // The next week at the top; Monday 9 March has times too.
    expect(page).toContain(`href="/app/reservar-cita/?modalidad=presencial&amp;desde=2026-03-09"`);
    // What the consultation is, before the form: 30 minutes (the fixture's), changes up to 2 hours before.
    expect(page).toContain(content.facts.lengthValue.replace("{minutes}", "30"));
    expect(page).toContain(content.facts.changeValue.replace("{hours}", "2"));
    // The clinic sets no price in content/clinica.yml: none is shown.
    expect(page).not.toContain(content.facts.price);
  });

  test("a day of the strip shows that day's times", async () => {
    const page = await (
      await agendaApp(db).get("/app/reservar-cita/?modalidad=presencial&desde=2026-03-09&dia=2026-03-09")
    ).text();
    expect(page).toContain(`value="${timeOf(DRA_A, "presencial", limaInstant("2026-03-09", toMinutes("09:00")))}"`);
    expect(page).not.toContain(`value="${timeOf(DRA_A, "presencial", NINE)}"`);
    expect(page).toContain(`href="/app/reservar-cita/?modalidad=presencial&amp;desde=2026-03-02"`);
  });

  test("a price the clinic sets is shown in soles, IGV included", () => {
    const facts = renderToStaticMarkup(
      createElement(ConsultationFacts, { content, modality: "virtual", minutes: 45, changeHours: 24, price: 150 }),
    );
    expect(facts).toContain(content.facts.priceValue.replace("{price}", "150"));
    expect(facts).toContain(content.facts.video);
  });

  test("a professional without free times is named, with the first available and the request with them kept", async () => {
    const page = await (await agendaApp(db).get(`/app/reservar-cita/?modalidad=virtual&profesional=${DR_B}`)).text();
    const name = professionals[1]!.label;
    expect(page).toContain(escaped(content.choose.professionalWithout.replaceAll("{professional}", name).replace(/\s+/g, " ")));
    expect(page).toMatch(new RegExp(`href="/app/reservar-cita/\\?modalidad=virtual"[^>]*>${content.choose.firstAvailableLink}<`));
    expect(page).toContain(`href="/app/pide-tu-primera-consulta?profesional=${DR_B}"`);
    expect(page).not.toContain(content.choose.nothingIntro.slice(0, 30));
  });

  test("a time held by someone else, and a past one, each say so", async () => {
    const agenda = agendaApp(db);
    const time = timeOf(DRA_A, "presencial", NINE_THIRTY);
    await agenda.form("/app/reservar-cita/apartar", { hora: time }, { "x-real-ip": "203.0.113.1" });
    const held = await agenda.form("/app/reservar-cita/apartar", { hora: time }, { "x-real-ip": "203.0.113.2" });
    expect(await held.text()).toContain(content.failure.held);
    agenda.setNow(new Date(NINE - 30 * 60_000));
    const past = await agenda.form("/app/reservar-cita/apartar", { hora: timeOf(DRA_A, "presencial", NINE) });
    const text = await past.text();
    expect(text).toContain(content.failure.past);
    expect(text).not.toContain(content.failure.taken);
  });
});

describe("after a clash", () => {
  test("the lost time is named as lost, no other is chosen for the person, and sending without one keeps everything", async () => {
    const agenda = agendaApp(db);
    const time = timeOf(DRA_A, "presencial", NINE);
    await book(agenda, time, person({ phone: "911111111", email: "otra@example.com" }));
    const clash = await agenda.form("/app/reservar-cita/reservar", { hora: time, ...person() });
    expect(clash.status).toBe(409);
    const page = await clash.text();
    expect(page).toContain(content.form.lost);
    expect(page).toMatch(/<input[^>]*name="hora"/);
    expect(page).not.toMatch(/<input[^>]*name="hora"[^>]*checked/);
    expect(page).toContain(`name="perdida" value="${time}"`);
    const unpicked = await agenda.form("/app/reservar-cita/reservar", { perdida: time, ...person() });
    expect(unpicked.status).toBe(422);
    const again = await unpicked.text();
    expect(again).toContain(content.form.pickTime);
    expect(again).toContain('value="Rosa Quispe"');
    expect(value(db, "SELECT COUNT(*) FROM appointments")).toBe(1);
  });
});

describe("the teleconsultation's consent", () => {
  test("in the professional's gender, from their «Tratamiento»", async () => {
    db.prepare(
      "INSERT INTO booking_spans (professional, weekday, modality, start_minute, end_minute) VALUES (?, 5, 'virtual', ?, ?)",
    ).run(DR_B, toMinutes("15:00"), toMinutes("16:00"));
    const agenda = agendaApp(db);
    for (const [slug, words] of [
      [DR_B, content.form.attendedBy.male],
      [DRA_A, content.form.attendedBy.female],
    ] as const) {
      const held = await agenda.form(
        "/app/reservar-cita/apartar",
        { hora: timeOf(slug, "virtual", FRIDAY_THREE) },
        { "x-real-ip": `203.0.113.${slug === DR_B ? 7 : 8}` },
      );
      const form = await (await agenda.get(held.headers.get("location")!)).text();
      expect(form).toContain(`me atiende ${words},`);
    }
  });
});

describe("nothing undone by one tap", () => {
  async function booked() {
    const agenda = agendaApp(db);
    const response = await book(agenda, timeOf(DRA_A, "presencial", NINE_THIRTY));
    return { agenda, token: tokenOf(response) };
  }

  test("«Cancelar mi cita» asks once, naming the day and time; only the confirmation cancels", async () => {
    const { agenda, token } = await booked();
    const asked = await agenda.form("/app/reservar-cita/cita/cancelar", { t: token });
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain(content.manage.cancelConfirmTitle);
    expect(page).toContain("lunes 2 de marzo de 2026 a las 9:30 a. m.");
    expect(page).toContain(content.manage.cancelYes);
    expect(page).toMatch(new RegExp(`href="/app/reservar-cita/cita\\?t=${token}"[^>]*>${content.manage.keep}<`));
    expect(value(db, "SELECT state FROM appointments")).toBe("reservada");
    await agenda.form("/app/reservar-cita/cita/cancelar", { t: token, confirmado: "1" });
    expect(value(db, "SELECT state FROM appointments")).toBe("cancelada");
  });

  test("a time button on the manage page asks once, naming the old and the new day and time", async () => {
    const { agenda, token } = await booked();
    const manage = await (await agenda.get(`/app/reservar-cita/cita?t=${token}`)).text();
    expect(manage).toMatch(/aria-label="10:00 a\. m\., lunes 2 de marzo de 2026"[^>]*>10:00 a\. m\.<\/button>/);
    const asked = await agenda.form("/app/reservar-cita/cita/mover", { t: token, hora: timeOf(DRA_A, "presencial", TEN) });
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain(
      content.manage.moveConfirm
        .replace("{date}", "lunes 2 de marzo de 2026")
        .replace("{time}", "9:30 a. m.")
        .replace("{newDate}", "lunes 2 de marzo de 2026")
        .replace("{newTime}", "10:00 a. m."),
    );
    expect(value(db, "SELECT start_at FROM appointments")).toBe(NINE_THIRTY);
  });
});

describe("«¿No te llegó el correo?»", () => {
  const resend = (agenda: ReturnType<typeof agendaApp>, contacto: string, headers: Record<string, string> = {}) =>
    agenda.form("/app/reservar-cita/reenviar", { contacto }, headers);
  const links = () => value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-enlace'");

  test("by e-mail or phone: a new link to the address on record; the answer never tells whether a booking exists", async () => {
    const agenda = agendaApp(db);
    await book(agenda, timeOf(DRA_A, "presencial", NINE_THIRTY));
    const byEmail = await resend(agenda, "ROSA@example.com");
    const answer = await byEmail.text();
    expect(links()).toBe(1);
    const byPhone = await resend(agenda, "+51 987 654 321");
    expect(links()).toBe(2);
    const nobody = await resend(agenda, "nadie@example.com");
    expect(links()).toBe(2);
    expect([byEmail.status, byPhone.status, nobody.status]).toEqual([200, 200, 200]);
    expect(await nobody.text()).toBe(answer);
    const mail = db.prepare("SELECT recipient, text_body FROM outbox WHERE kind = 'cita-enlace' ORDER BY id DESC").get()!;
    expect(mail.recipient).toBe("rosa@example.com");
    const token = /cita\?t=([\w-]+)/.exec(String(mail.text_body))![1]!;
    expect((await agenda.get(`/app/reservar-cita/cita?t=${token}`)).status).toBe(200);
  });

  test("a few per address or phone an hour, whoever asks; another site's post and a bad entry are refused", async () => {
    const agenda = agendaApp(db);
    await book(agenda, timeOf(DRA_A, "presencial", NINE_THIRTY));
    for (let ask = 0; ask < 5; ask++) await resend(agenda, "rosa@example.com", { "x-real-ip": `203.0.113.${ask}` });
    expect(links()).toBe(3);
    expect((await resend(agenda, "rosa@example.com", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const bad = await resend(agenda, "rosa");
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain(content.resend.invalid);
  });
});

describe("a mistyped e-mail", () => {
  test("the confirmation shows the address, and while new it can be corrected: the confirmation goes again to the right one", async () => {
    const agenda = agendaApp(db);
    const response = await book(agenda, timeOf(DRA_A, "presencial", NINE_THIRTY), person({ email: "maria@gmial.com" }));
    const token = tokenOf(response);
    const page = await (await agenda.get(`/app/reservar-cita/cita?t=${token}&nueva=1`)).text();
    expect(page).toContain(content.confirmation.email);
    expect(page).toContain("maria@gmial.com");
    expect(page).toContain(content.confirmation.emailFix);
    const fixed = await agenda.form("/app/reservar-cita/cita/correo", { t: token, email: "maria@gmail.com" });
    expect(fixed.status).toBe(303);
    expect(value(db, "SELECT email FROM appointments")).toBe("maria@gmail.com");
    expect(value(db, "SELECT recipient FROM outbox WHERE kind = 'cita-confirmacion' ORDER BY id DESC")).toBe("maria@gmail.com");
    const shown = await (await agenda.get(fixed.headers.get("location")!)).text();
    expect(shown).toContain(content.confirmation.emailFixed);
    // An hour later it is no longer offered, and a post is refused.
    agenda.setNow(new Date(MONDAY_7AM.getTime() + 61 * 60_000));
    expect(await (await agenda.get(`/app/reservar-cita/cita?t=${token}`)).text()).not.toContain(content.confirmation.emailFix);
    expect((await agenda.form("/app/reservar-cita/cita/correo", { t: token, email: "otra@gmail.com" })).status).toBe(409);
    expect(value(db, "SELECT email FROM appointments")).toBe("maria@gmail.com");
  });
});

describe("a virtual visit's page", () => {
  test("its video link is written as it is (no capital «Https»), with «antes de tu cita» from content", async () => {
    const agenda = agendaApp(db);
    const response = await book(agenda, timeOf(DRA_A, "virtual", FRIDAY_THREE), person({ teleconsent: "si" }));
    const page = await (await agenda.get(`/app/reservar-cita/cita?t=${tokenOf(response)}`)).text();
    expect(page).toMatch(/<dd class="break-words ">https:\/\/meet\.jit\.si\//);
    expect(page).toContain(content.beforeVirtual.heading);
    expect(page).not.toContain(content.confirmation.bring);
  });
});
