// Issue 45, item 4: the calendars follow every change. Each e-mail's .ics, read back by ical.js as
// Google Calendar and Apple Calendar read iTIP (RFC 5546): an invitation with organizer and
// attendee, one UID for the appointment's life, SEQUENCE raised by a move and by the cancellation,
// METHOD:CANCEL when cancelled, a display alarm the day before; the download is METHOD:PUBLISH.
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type Db } from "#server/db.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { agendaApp, agendaDb, DRA_A, person, timeOf, tokenOf } from "./testing/agenda.ts";

const NINE = limaInstant("2026-03-02", toMinutes("09:00"));
const TEN = limaInstant("2026-03-02", toMinutes("10:00"));

let db: Db;
beforeEach(() => {
  db = agendaDb();
});
afterEach(() => db.close());

/** The .ics of the patient's e-mail of `kind`, parsed: the calendar and its one event. */
function icsOf(kind: string) {
  const row = db.prepare("SELECT attachments FROM outbox WHERE kind = ? ORDER BY id DESC").get(kind)!;
  const [attachment] = JSON.parse(String(row.attachments)) as { contentType: string; content: string }[];
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { attachment: attachment!, calendar, vevent, event: new ICAL.Event(vevent) };
}

async function bookNine() {
  const agenda = agendaApp(db);
  const held = await agenda.form("/app/reservar-cita/apartar", { hora: timeOf(DRA_A, "presencial", NINE) });
  const hold = new URL(held.headers.get("location")!, "http://x").searchParams.get("apartado")!;
  const booked = await agenda.form("/app/reservar-cita/reservar", {
    hora: timeOf(DRA_A, "presencial", NINE),
    apartado: hold,
    ...person(),
  });
  return { agenda, token: tokenOf(booked) };
}

describe("the appointment's calendar event", () => {
  test("booked: an invitation (REQUEST) from the clinic to the patient, SEQUENCE 0, an alarm the day before", async () => {
    await bookNine();
    const { attachment, calendar, vevent, event } = icsOf("cita-confirmacion");
    expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.uid).toBe("CT-000001@clinica.example");
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect(String(vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe(`mailto:${clinic.email}`);
    expect(vevent.getFirstProperty("organizer")!.getParameter("cn")).toBe(clinic.name);
    const attendee = vevent.getFirstProperty("attendee")!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe("mailto:rosa@example.com");
    expect(attendee.getParameter("rsvp")).toBe("FALSE");
    expect(attendee.getParameter("partstat")).toBe("ACCEPTED");
    expect(event.startDate.toJSDate().getTime()).toBe(NINE);
    const alarm = vevent.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-P1D");
    expect(alarm.getFirstPropertyValue("description")).toContain("9:00 a. m.");
    // Nothing of the person but the address it goes to.
    expect(attachment.content).not.toContain("Rosa Quispe");
    expect(attachment.content).not.toContain("987");
  });

  test("moved, then cancelled: one UID, SEQUENCE 1 then 2, and METHOD:CANCEL removes the event", async () => {
    const { agenda, token } = await bookNine();
    const moved = await agenda.form("/app/reservar-cita/cita/mover", {
      t: token,
      hora: timeOf(DRA_A, "presencial", TEN),
      confirmado: "1",
    });
    expect(moved.status).toBe(303);
    const update = icsOf("cita-cambiada");
    expect(update.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(update.event.uid).toBe("CT-000001@clinica.example");
    expect(update.event.sequence).toBe(1);
    expect(update.event.startDate.toJSDate().getTime()).toBe(TEN);

    expect((await agenda.form("/app/reservar-cita/cita/cancelar", { t: tokenOf(moved), confirmado: "1" })).status).toBe(303);
    const cancel = icsOf("cita-cancelada");
    expect(cancel.attachment.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.event.uid).toBe("CT-000001@clinica.example");
    expect(cancel.event.sequence).toBe(2);
    expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(String(cancel.vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe(`mailto:${clinic.email}`);
    expect(String(cancel.vevent.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:rosa@example.com");
    expect(cancel.vevent.getFirstSubcomponent("valarm")).toBeNull();
  });

  test("the page's download is METHOD:PUBLISH (no one to answer), with the current SEQUENCE and the alarm", async () => {
    const { agenda, token } = await bookNine();
    const moved = await agenda.form("/app/reservar-cita/cita/mover", {
      t: token,
      hora: timeOf(DRA_A, "presencial", TEN),
      confirmado: "1",
    });
    const text = await (await agenda.get(`/app/reservar-cita/cita/evento.ics?t=${tokenOf(moved)}`)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    expect(new ICAL.Event(vevent).sequence).toBe(1);
    expect(vevent.getFirstProperty("organizer")).toBeNull();
    expect(vevent.getFirstSubcomponent("valarm")).not.toBeNull();
  });
});
