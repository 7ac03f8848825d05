import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, test, vi } from "vitest";
import { openDatabase, value, type Db } from "#server/db.ts";
import { purgeOldAppointments } from "./retention.ts";
import { bookAppointment, cancelAppointment, findAppointment, holdTime } from "./store.ts";
import { agendaDb, DRA_A, MONDAY_7AM } from "./testing/agenda.ts";
import { startWaitingList } from "./waiting-list-job.ts";
import { acceptOffer, runOfferPass, type WaitingAuditAction } from "./waiting-list-offers.ts";
import { ANY_DAY, joinWaitingList, leaveWaitingList, waitingRows, weekdayBits } from "./waiting-list-store.ts";
import { at, booked, offerMails, waitingContext } from "./testing/waiting-list.ts";

const MINUTE = 60_000;
const later = (minutes: number) => new Date(MONDAY_7AM.getTime() + minutes * MINUTE);
/** Today's 10:30 with DRA_A: the time freed in these tests (3.5 hours ahead, past the 2-hour notice). */
const FREED = at("2026-03-02", "10:30");
const time = { professional: DRA_A, modality: "presencial" as const, start: FREED };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.useRealTimers();
});

/** X holds today's 10:30; A and B (asked in that order) wait from next Monday's 9:00 and 9:30. */
function scene(db: Db = agendaDb()) {
  const audits: [WaitingAuditAction, string][] = [];
  const context = waitingContext(db, audits);
  const x = booked(db, FREED, MONDAY_7AM);
  const a = booked(db, at("2026-03-09", "09:00"), MONDAY_7AM);
  const b = booked(db, at("2026-03-09", "09:30"), MONDAY_7AM);
  joinWaitingList(db, a.id, ANY_DAY, MONDAY_7AM);
  joinWaitingList(db, b.id, ANY_DAY, later(1));
  // The first pass only takes note of what is free already: it was free before anyone waited.
  expect(runOfferPass(context, later(1))).toEqual({ offered: 0, expired: 0 });
  const freeX = () => cancelAppointment(db, x.id, "paciente", later(2), () => []);
  return { db, context, audits, x, a, b, freeX };
}

describe("a freed time is offered in the order asked", () => {
  test("a cancellation is offered to the first person waiting, held for them alone, by an e-mail with its link", () => {
    const { db, context, audits, a, freeX } = scene();
    freeX();
    expect(runOfferPass(context, later(2))).toEqual({ offered: 1, expired: 0 });
    const [mail] = offerMails(db);
    expect(mail?.to).toBe(a.email);
    expect(mail?.text).toContain("https://clinica.example/app/reservar-cita/oferta?o=");
    expect(mail?.text).toContain("https://clinica.example/app/reservar-cita/cita?t=");
    // Held: nobody else can hold or book it while the offer stands.
    expect(holdTime(db, time, "203.0.113.9", new Set(), later(3))).toBeNull();
    const stranger = { name: "Otra", phone: "955 555 555", email: "otra@example.com" };
    const options = { closedDates: new Set<string>(), now: later(3), videoRoom: () => "x", mails: () => [] };
    expect(bookAppointment(db, time, stranger, options).status).toBe("taken");
    // A second pass offers nothing more.
    expect(runOfferPass(context, later(3)).offered).toBe(0);
    expect(audits).toEqual([["espera_oferta", a.code]]);
    expect(JSON.stringify(audits)).not.toMatch(/Persona|@|9\d{8}/);
  });

  test("an offer that expires passes to the next person; followed late, it says so and keeps the original", () => {
    const { db, context, audits, a, b, freeX } = scene();
    freeX();
    runOfferPass(context, later(2));
    const [toA] = offerMails(db);
    // 30 minutes (the clinic's setting) after the offer: not a minute before.
    expect(runOfferPass(context, later(31))).toEqual({ offered: 0, expired: 0 });
    expect(runOfferPass(context, later(32))).toEqual({ offered: 1, expired: 1 });
    const [, toB] = offerMails(db);
    expect(toB?.to).toBe(b.email);
    const late = acceptOffer(context, toA!.token, later(33));
    expect(late.status).toBe("late");
    expect(findAppointment(db, a.code)?.start).toBe(a.start);
    const moved = acceptOffer(context, toB!.token, later(34));
    expect(moved.status).toBe("moved");
    expect(findAppointment(db, b.code)?.start).toBe(FREED);
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-cambiada' AND recipient = ?", b.email!)).toBe(1);
    // The link again: it says the appointment is there already.
    expect(acceptOffer(context, toB!.token, later(35)).status).toBe("done");
    expect(audits.map(([action]) => action)).toEqual([
      "espera_oferta",
      "espera_oferta_vencida",
      "espera_oferta",
      "espera_oferta_tarde",
      "espera_oferta_aceptada",
    ]);
  });

  test("the chain: accepting frees the old time, which is offered onwards", () => {
    const { db, context, a, b, freeX } = scene();
    const c = booked(db, at("2026-03-16", "09:00"), MONDAY_7AM);
    joinWaitingList(db, c.id, ANY_DAY, later(2));
    freeX();
    runOfferPass(context, later(2));
    expect(acceptOffer(context, offerMails(db)[0]!.token, later(3)).status).toBe("moved");
    expect(findAppointment(db, a.code)?.start).toBe(FREED);
    // A's old time (next Monday 9:00) is free now: B waits from 9:30 of that day, so it is B's.
    expect(runOfferPass(context, later(4)).offered).toBe(1);
    expect(offerMails(db)[1]?.to).toBe(b.email);
    expect(acceptOffer(context, offerMails(db)[1]!.token, later(5)).status).toBe("moved");
    // And B's old time (9:30) goes to C, who waits from the Monday after.
    expect(runOfferPass(context, later(6)).offered).toBe(1);
    expect(offerMails(db)[2]?.to).toBe(c.email);
    expect(findAppointment(db, b.code)?.start).toBe(at("2026-03-09", "09:00"));
  });

  test("only the weekdays asked for: a Monday goes past someone who wants Fridays", () => {
    const db = agendaDb();
    const context = waitingContext(db);
    const x = booked(db, FREED, MONDAY_7AM);
    const a = booked(db, at("2026-03-09", "09:00"), MONDAY_7AM);
    const b = booked(db, at("2026-03-09", "09:30"), MONDAY_7AM);
    joinWaitingList(db, a.id, weekdayBits([5]), MONDAY_7AM);
    joinWaitingList(db, b.id, weekdayBits([1, 5]), later(1));
    runOfferPass(context, later(1));
    cancelAppointment(db, x.id, "paciente", later(2), () => []);
    runOfferPass(context, later(2));
    expect(offerMails(db).map((mail) => mail.to)).toEqual([b.email]);
  });

  test("new availability earlier than an appointment is offered too", () => {
    const { db, context, a, b } = scene();
    // Extra hours tomorrow, 9:00 to 10:00: two times, one for each person, in the order asked.
    db.prepare(
      "INSERT INTO booking_exceptions (professional, kind, from_date, to_date, start_minute, end_minute, modality) VALUES (?, 'extra', '2026-03-03', '2026-03-03', 540, 600, 'presencial')",
    ).run(DRA_A);
    expect(runOfferPass(context, later(5)).offered).toBe(2);
    expect(offerMails(db).map((mail) => mail.to)).toEqual([a.email, b.email]);
  });
});

describe("leaving the list", () => {
  test("whoever left is never offered; an open offer withdrawn frees the time for the next person", () => {
    const { db, context, a, b, freeX } = scene();
    const c = booked(db, at("2026-03-16", "09:00"), MONDAY_7AM);
    joinWaitingList(db, c.id, ANY_DAY, later(2));
    expect(leaveWaitingList(db, a.id, later(2))).toBe(true);
    freeX();
    runOfferPass(context, later(2));
    expect(offerMails(db).map((mail) => mail.to)).toEqual([b.email]);
    expect(leaveWaitingList(db, b.id, later(3))).toBe(true);
    expect(value(db, "SELECT state FROM waiting_offers")).toBe("retirada");
    expect(runOfferPass(context, later(3)).offered).toBe(1);
    expect(offerMails(db).map((mail) => mail.to)).toEqual([b.email, c.email]);
    expect(waitingRows(db).map((row) => row.code)).toEqual([c.code]);
  });

  test("a cancelled appointment leaves the list, and its open offer goes on", () => {
    const { db, context, a, b, freeX } = scene();
    freeX();
    runOfferPass(context, later(2));
    cancelAppointment(db, a.id, "paciente", later(3), () => []);
    // A's own time frees too, later than B's: nobody waits for it; the offered one goes to B.
    expect(runOfferPass(context, later(3)).offered).toBe(1);
    expect(offerMails(db).map((mail) => mail.to)).toEqual([a.email, b.email]);
    expect(waitingRows(db).map((row) => row.code)).toEqual([b.code]);
  });
});

describe("retention", () => {
  test("the purge deletes the places, the offers and their e-mails with the appointment: nothing left", () => {
    const { db, context, freeX } = scene();
    freeX();
    runOfferPass(context, later(2));
    expect(value(db, "SELECT COUNT(*) FROM waiting_offers")).toBe(1);
    purgeOldAppointments(db, 12, new Date(at("2026-03-16", "09:00") + 400 * 86_400_000));
    runOfferPass(context, new Date(at("2026-03-16", "09:00") + 400 * 86_400_000));
    for (const table of ["waiting_list", "waiting_offers", "waiting_seen_free", "waiting_watched", "outbox", "booking_holds"])
      expect([table, value(db, `SELECT COUNT(*) FROM ${table}`)]).toEqual([table, 0]);
  });
});

describe("under contention", () => {
  test("two people and two strangers going for one freed time at once: exactly one gets it, the others keep theirs", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "espera-"));
    dirs.push(dir);
    const file = path.join(dir, "agenda.sqlite");
    const { db, context, a, b, freeX } = scene(agendaDb(file));
    freeX();
    runOfferPass(context, later(2));
    // A's offer ended a moment ago, B's stands; A follows the link late, as B accepts.
    runOfferPass(context, later(32));
    const [toA, toB] = offerMails(db);
    db.close();
    const barrier = new SharedArrayBuffer(8);
    const gate = new Int32Array(barrier);
    const jobs = [{ accept: toA!.token }, { accept: toB!.token }, { book: time, n: 1 }, { book: time, n: 2 }];
    const workers = jobs.map(
      (job) =>
        new Worker(new URL("./testing/accept-worker.ts", import.meta.url), {
          execArgv: ["--import", "tsx"],
          workerData: { file, job, barrier, now: later(33).getTime() },
        }),
    );
    const done = workers.map(
      (worker) => new Promise<string>((resolve, reject) => (worker.once("message", resolve), worker.once("error", reject))),
    );
    while (Atomics.load(gate, 1) < jobs.length) await new Promise((resolve) => setTimeout(resolve, 10));
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    expect(await Promise.all(done)).toEqual(["late", "moved", "taken", "taken"]);
    const after = openDatabase(file);
    expect(after.prepare("SELECT code FROM appointments WHERE start_at = ? AND state = 'reservada'").all(FREED)).toEqual([
      { code: b.code },
    ]);
    expect(findAppointment(after, a.code)?.start).toBe(a.start);
    after.close();
    // Four threads each load the booking's modules: slow on a busy machine, never a figure checked.
  }, 120_000);
});

describe("the job", () => {
  test("a kick runs a pass at once; the interval ends offers past their minutes, with an injected clock", () => {
    vi.useFakeTimers();
    const { db, context, b, freeX } = scene();
    let clock = later(2);
    const woken: number[] = [];
    const job = startWaitingList(context, { intervalMs: MINUTE, now: () => clock, onQueued: () => woken.push(1) });
    freeX();
    job.kick();
    job.kick();
    vi.advanceTimersToNextTimer();
    expect(offerMails(db)).toHaveLength(1);
    expect(woken).toHaveLength(1);
    clock = later(32);
    vi.advanceTimersByTime(MINUTE);
    expect(
      offerMails(db)
        .map((mail) => mail.to)
        .at(-1),
    ).toBe(b.email);
    job.stop();
  });
});

describe("the staff", () => {
  test("give a free time to the first person waiting for it (the weekday and the order asked), who is e-mailed", async () => {
    const { giveToFirstWaiting } = await import("./waiting-list-offers.ts");
    const { db, context, a, b } = scene();
    db.prepare("UPDATE waiting_list SET weekdays = ? WHERE appointment_id = ?").run(weekdayBits([5]), a.id);
    const given = giveToFirstWaiting(
      context,
      { professional: DRA_A, modality: "presencial", start: at("2026-03-02", "10:00") },
      later(3),
    );
    expect(given).toMatchObject({ status: "moved", appointment: { code: b.code } });
    expect(findAppointment(db, b.code)?.start).toBe(at("2026-03-02", "10:00"));
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-cambiada' AND recipient = ?", b.email!)).toBe(1);
    // Nobody waits for a time later than every appointment.
    expect(
      giveToFirstWaiting(context, { professional: DRA_A, modality: "presencial", start: at("2026-03-23", "10:00") }, later(3)),
    ).toBeNull();
  });
});
