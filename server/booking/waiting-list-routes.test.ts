import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { value } from "#server/db.ts";
import { bookingMails } from "./mails.tsx";
import { cancelAppointment, findAppointment, mintLink } from "./store.ts";
import { agendaApp, agendaDb, MONDAY_7AM } from "./testing/agenda.ts";
import { runOfferPass } from "./waiting-list-offers.ts";
import { waitingPlace, weekdayBits } from "./waiting-list-store.ts";
import { at, booked, mailContext, offerMails, waitingContext } from "./testing/waiting-list.ts";

const later = (minutes: number) => new Date(MONDAY_7AM.getTime() + minutes * 60_000);
const FREED = at("2026-03-02", "10:30");

/** X holds today's 10:30; A (with a manage link) is booked next Monday at 9:00. */
function scene() {
  const db = agendaDb();
  const kicks: number[] = [];
  const audits: [string, string][] = [];
  const app = agendaApp(db, { waitingList: { kick: () => kicks.push(1), audit: (action, code) => audits.push([action, code]) } });
  const x = booked(db, FREED, MONDAY_7AM);
  const a = booked(db, at("2026-03-09", "09:00"), MONDAY_7AM);
  const token = mintLink(db, a.id, MONDAY_7AM);
  return { db, app, x, a, token, kicks, audits, context: waitingContext(db) };
}

describe("the patient's opt-in and opt-out, without script", () => {
  test("the appointment's page offers it; joining with two weekdays keeps them; leaving takes the person off", async () => {
    const { db, app, a, token, audits, kicks } = scene();
    const page = await (await app.get(`/app/reservar-cita/cita?t=${token}&nueva=1`)).text();
    expect(page).toContain("Avísame si se libera una hora antes");
    expect(page).toContain('action="/app/reservar-cita/cita/espera"');
    const body = new URLSearchParams([
      ["t", token],
      ["dias", "1"],
      ["dias", "5"],
    ]);
    const joined = await app.app.request("/app/reservar-cita/cita/espera", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect(joined.status).toBe(303);
    expect(joined.headers.get("location")).toContain("hecho=espera");
    expect(waitingPlace(db, a.id)?.weekdays).toBe(weekdayBits([1, 5]));
    const after = await (await app.get(joined.headers.get("location")!)).text();
    expect(after).toContain("Estás en la lista de espera");
    expect(after).toContain("lunes y viernes");
    expect(after).toContain("Salir de la lista de espera");
    const left = await app.form("/app/reservar-cita/cita/espera/salir", { t: token });
    expect(left.status).toBe(303);
    expect(waitingPlace(db, a.id)).toBeUndefined();
    expect(kicks.length).toBeGreaterThan(0);
    expect(audits).toEqual([
      ["espera_alta", a.code],
      ["espera_baja", a.code],
    ]);
    // A cross-site post, or a wrong link, changes nothing.
    expect((await app.form("/app/reservar-cita/cita/espera", { t: token }, { Origin: "https://otro.example" })).status).toBe(403);
    expect((await app.form("/app/reservar-cita/cita/espera", { t: "x".repeat(32) })).status).toBe(404);
    expect(waitingPlace(db, a.id)).toBeUndefined();
  });
});

test("the confirmation e-mail links to the opt-in on the appointment's page", () => {
  const { a } = scene();
  const [confirmation] = bookingMails(mailContext, a, "t".repeat(32));
  expect(confirmation?.text).toContain(
    `${mailContext.content.waitingList.confirmationLink}\nhttps://clinica.example/app/reservar-cita/cita?t=${"t".repeat(32)}#lista-de-espera`,
  );
  expect(confirmation?.html).toContain("#lista-de-espera");
});

describe("the offer's page", () => {
  test("names the old and the new time, one button moves the appointment; followed late, it says so", async () => {
    const { db, app, x, a, token, context } = scene();
    await app.form("/app/reservar-cita/cita/espera", { t: token });
    runOfferPass(context, later(1));
    cancelAppointment(db, x.id, "paciente", later(2), () => []);
    runOfferPass(context, later(2));
    const [offer] = offerMails(db);
    app.setNow(later(3));
    const page = await app.get(`/app/reservar-cita/oferta?o=${offer!.token}`);
    expect(page.status).toBe(200);
    // As the manage link's pages: a Referer names the origin only, never the path with the secret.
    expect(page.headers.get("referrer-policy")).toBe("strict-origin");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Tu cita ahora");
    expect(html).toContain("lunes 9 de marzo de 2026, 9:00 a. m.");
    expect(html).toContain("lunes 2 de marzo de 2026, 10:30 a. m.");
    expect(html).toContain("Cambiar mi cita a esta hora");
    expect(html).not.toContain("<script");
    // Valid HTML, the offer's page and the appointment's page with its section (joined).
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const manage = await (await app.get(`/app/reservar-cita/cita?t=${token}&hecho=espera`)).text();
    for (const [name, text] of [
      ["oferta", html],
      ["cita", manage],
    ] as const) {
      const report = await validator.validateString(text, `${name}.html`);
      expect(report.results.flatMap((result) => result.messages.map((m) => `${name}: ${m.ruleId} ${m.message}`))).toEqual([]);
    }
    const accepted = await app.form("/app/reservar-cita/oferta", { o: offer!.token });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toMatch(/\/app\/reservar-cita\/cita\?t=[\w-]+&hecho=cambiada/);
    expect(findAppointment(db, a.code)?.start).toBe(FREED);
    // Again: already there.
    expect(await (await app.get(`/app/reservar-cita/oferta?o=${offer!.token}`)).text()).toContain("Tu cita ya está en esta hora");
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-cambiada'")).toBe(1);
  }, 60_000);

  test("an expired offer keeps the appointment and says so (409); an unknown link opens nothing", async () => {
    const { db, app, x, a, token, context } = scene();
    await app.form("/app/reservar-cita/cita/espera", { t: token });
    runOfferPass(context, later(1));
    cancelAppointment(db, x.id, "paciente", later(2), () => []);
    runOfferPass(context, later(2));
    const [offer] = offerMails(db);
    app.setNow(later(40));
    const late = await app.form("/app/reservar-cita/oferta", { o: offer!.token });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Tu cita sigue igual, el lunes 9 de marzo de 2026 a las 9:00 a. m.");
    expect(findAppointment(db, a.code)?.start).toBe(a.start);
    expect((await app.get(`/app/reservar-cita/oferta?o=${"y".repeat(32)}`)).status).toBe(404);
  });
});
