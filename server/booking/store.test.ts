import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase, value } from "#server/db.ts";
import { limaInstant, toMinutes } from "#shared/booking/free-times.ts";
import { seedSampleAvailability } from "./sample.ts";
import { bookAppointment, cancelAppointment } from "./store.ts";
import { agendaDb, DRA_A, MONDAY_7AM } from "./testing/agenda.ts";

// Node has Atomics.waitAsync; the project's types stop at ES2023 (what the pages' browsers have).
const { waitAsync } = Atomics as typeof Atomics & {
  waitAsync(array: Int32Array, index: number, value: number): { value: unknown };
};

const NINE = limaInstant("2026-03-02", toMinutes("09:00"));
const options = { closedDates: new Set<string>(), now: MONDAY_7AM, videoRoom: () => "https://meet.jit.si/x", mails: () => [] };
const someone = (n: number) => ({ name: "Prueba", phone: `9${String(n).padStart(8, "0")}`, email: `p${n}@example.com` });

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("one time, one person", () => {
  test("the database itself refuses a second live appointment at the same time of one professional", () => {
    const db = agendaDb();
    const insert = () =>
      db
        .prepare(
          `INSERT INTO appointments (code, professional, modality, start_at, end_at, name, phone, phone_key, source, created_at, state_changed_at)
           VALUES (?, ?, 'presencial', ?, ?, 'X', '9', '9', 'web', 0, 0)`,
        )
        .run(`CT-${Math.random()}`, DRA_A, NINE, NINE + 1);
    insert();
    expect(insert).toThrow(/UNIQUE/);
    // Once cancelled, the time is free again.
    db.exec("UPDATE appointments SET state = 'cancelada'");
    expect(insert).not.toThrow();
    db.close();
  });

  test("a cancelled appointment frees its time for the next booking", () => {
    const db = agendaDb();
    const first = bookAppointment(db, { professional: DRA_A, modality: "presencial", start: NINE }, someone(1), options);
    expect(first.status).toBe("booked");
    expect(bookAppointment(db, { professional: DRA_A, modality: "presencial", start: NINE }, someone(2), options).status).toBe(
      "taken",
    );
    if (first.status === "booked") cancelAppointment(db, first.appointment.id, "personal", MONDAY_7AM, () => []);
    expect(bookAppointment(db, { professional: DRA_A, modality: "presencial", start: NINE }, someone(2), options).status).toBe(
      "booked",
    );
    db.close();
  });

  test("threads on their own connections booking one time at once: exactly one booking, every other refused, no error", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "agenda-"));
    dirs.push(dir);
    const file = path.join(dir, "agenda.sqlite");
    agendaDb(file).close();
    const threads = 4;
    const attempts = 10;
    const barrier = new SharedArrayBuffer(8);
    const gate = new Int32Array(barrier);
    const workers = Array.from(
      { length: threads },
      (_, thread) =>
        new Worker(new URL("./testing/book-worker.ts", import.meta.url), {
          execArgv: ["--import", "tsx"],
          workerData: {
            file,
            time: { professional: DRA_A, modality: "presencial", start: NINE },
            thread,
            attempts,
            barrier,
            now: MONDAY_7AM.getTime(),
          },
        }),
    );
    const done = workers.map(
      (worker) => new Promise<string[]>((resolve, reject) => (worker.once("message", resolve), worker.once("error", reject))),
    );
    // Every thread at the gate (each counts itself in and wakes this wait: no polling), then all at once.
    for (let arrived = Atomics.load(gate, 1); arrived < threads; arrived = Atomics.load(gate, 1))
      await waitAsync(gate, 1, arrived).value;
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    const results = (await Promise.all(done)).flat();
    expect(results).toHaveLength(threads * attempts);
    expect(results.filter((result) => result === "booked")).toHaveLength(1);
    expect(results.filter((result) => result === "taken")).toHaveLength(threads * attempts - 1);
    const db = openDatabase(file);
    expect(value(db, "SELECT COUNT(*) FROM appointments")).toBe(1);
    db.close();
  }, 30_000);
});

describe("codes and mail (issue 47)", () => {
  test("a code is never given twice: after a purge of the newest appointment the next one gets a new number", async () => {
    const { purgeOldAppointments } = await import("./retention.ts");
    const db = agendaDb();
    const first = bookAppointment(db, { professional: DRA_A, modality: "presencial", start: NINE }, someone(1), options);
    expect(first.status === "booked" && first.appointment.code).toBe("CT-000001");
    expect(purgeOldAppointments(db, 12, new Date(NINE + 372 * 86_400_000))).toBe(1);
    const next = bookAppointment(db, { professional: DRA_A, modality: "presencial", start: NINE }, someone(2), options);
    expect(next.status === "booked" && next.appointment.code).toBe("CT-000002");
    db.close();
  });

  test("each kind of mail reaches one mailbox at most three times a day, however many bookings name it", () => {
    const db = agendaDb();
    const mails = () => [
      { kind: "cita-confirmacion" as const, recipient: "Victima+1@example.com", subject: "s", text: "t", html: "h" },
      { kind: "cita-aviso-clinica" as const, recipient: "clinica@example.com", subject: "s", text: "t", html: "h" },
    ];
    const starts = ["09:00", "09:30", "10:00", "10:30"].map((time) => limaInstant("2026-03-02", toMinutes(time)));
    for (const [n, start] of starts.entries())
      expect(
        bookAppointment(
          db,
          { professional: DRA_A, modality: "presencial", start },
          { ...someone(n), email: `victima+${n}@example.com` },
          { ...options, mails, source: "personal", allowRepeat: true },
        ).status,
      ).toBe("booked");
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-confirmacion'")).toBe(3);
    // The clinic's own notices are not the person's: every one is sent.
    expect(value(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'cita-aviso-clinica'")).toBe(4);
    db.close();
  });
});

describe("the development sample", () => {
  test("is written only outside production (server/env.ts)", async () => {
    const { parseEnv } = await import("#server/env.ts");
    expect(parseEnv({}).booking.seedSample).toBe(true);
    expect(parseEnv({ NODE_ENV: "production" }).booking.seedSample).toBe(false);
  });

  test("written once, only on an empty agenda", () => {
    const db = openDatabase(":memory:");
    expect(seedSampleAvailability(db, ["dra-a", "dr-b", "dra-c", "dr-d"])).toBe(true);
    expect(value(db, "SELECT COUNT(DISTINCT professional) FROM booking_spans")).toBe(3);
    const spans = value(db, "SELECT COUNT(*) FROM booking_spans");
    expect(seedSampleAvailability(db, ["dra-a"])).toBe(false);
    // Even after the staff removed everything, it is never written again.
    db.exec("DELETE FROM booking_professionals");
    expect(seedSampleAvailability(db, ["dra-a"])).toBe(false);
    expect(spans).toBeGreaterThan(0);
    db.close();
    // An agenda the staff already keep is left alone.
    expect(seedSampleAvailability(agendaDb(), ["dra-a"])).toBe(false);
  });
});

describe("retention", () => {
  test("appointments ended more than the months ago are deleted with their e-mails, links and notes; newer ones stay", async () => {
    const { purgeOldAppointments } = await import("./retention.ts");
    const db = agendaDb();
    const mails = () => [{ kind: "cita-confirmacion" as const, recipient: "a@example.com", subject: "s", text: "t", html: "h" }];
    const old = bookAppointment(db, { professional: DRA_A, modality: "presencial", start: NINE }, someone(1), {
      ...options,
      mails,
    });
    const later = limaInstant("2026-03-09", toMinutes("09:00"));
    bookAppointment(db, { professional: DRA_A, modality: "presencial", start: later }, someone(2), { ...options, mails });
    if (old.status === "booked")
      db.prepare("INSERT INTO appointment_notes (appointment_id, at, text) VALUES (?, 0, 'nota')").run(old.appointment.id);
    // A year and a week after the first appointment, six days less after the second.
    const purged = purgeOldAppointments(db, 12, new Date(NINE + 372 * 86_400_000));
    expect(purged).toBe(1);
    expect(db.prepare("SELECT start_at FROM appointments").all()).toEqual([{ start_at: later }]);
    expect(value(db, "SELECT COUNT(*) FROM outbox")).toBe(1);
    expect(value(db, "SELECT COUNT(*) FROM appointment_notes")).toBe(0);
    expect(value(db, "SELECT COUNT(*) FROM appointment_links")).toBe(1);
    db.close();
  });
});
