// Part of `npm run bench -- agenda` (scripts/bench-booking.ts calls it): how long from a freed time
// (a cancellation committed) to the first offer's e-mail handed to the mail transport, with 50
// people on the waiting list of that professional. In process, with the service's own pieces: the
// database in a temporary file (WAL, full sync, as in production), the waiting list's job woken by
// the change (server/booking/waiting-list-job.ts), and the outbox delivering to a transport that
// notes the moment it is handed the message. Each run frees another early time; the offer goes to
// the first person waiting who has none open yet, so every run has the 50 on the list.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "#server/db.ts";
import { createOutbox } from "#server/mail/outbox.ts";
import { loadBookingContent, loadProfessionals } from "#server/booking/content.ts";
import { bookAppointment, cancelAppointment, loadRules } from "#server/booking/store.ts";
import { startWaitingList } from "#server/booking/waiting-list-job.ts";
import { ANY_DAY, joinWaitingList } from "#server/booking/waiting-list-store.ts";
import { freeTimes, toMinutes } from "#shared/booking/free-times.ts";

const WAITING = 50;

export async function benchWaitingList({ runs = 40, contentDir = "content" } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-espera-"));
  const db = openDatabase(path.join(dir, "espera.sqlite"));
  const professionals = loadProfessionals(contentDir);
  const slug = professionals[0]!.slug;
  const closedDates = new Set<string>();
  db.exec("UPDATE booking_settings SET horizon_days = 56, min_notice_minutes = 120, default_length_minutes = 30");
  db.prepare("INSERT INTO booking_professionals (slug) VALUES (?)").run(slug);
  for (let weekday = 1; weekday <= 6; weekday++)
    db.prepare(
      "INSERT INTO booking_spans (professional, weekday, modality, start_minute, end_minute) VALUES (?, ?, 'presencial', ?, ?)",
    ).run(slug, weekday, toMinutes("08:00"), toMinutes("13:00"));

  const now = new Date();
  const free = freeTimes(loadRules(db, closedDates, now), { now, professional: slug, modality: "presencial" });
  let n = 0;
  const book = (start: number) => {
    const result = bookAppointment(
      db,
      { professional: slug, modality: "presencial", start },
      { name: "Prueba", phone: `9${String(++n).padStart(8, "0")}`, email: `espera${n}@example.com` },
      { closedDates, now, source: "personal", videoRoom: () => "https://meet.jit.si/x", mails: () => [] },
    );
    if (result.status !== "booked") throw new Error(`bench: no se pudo reservar (${result.status})`);
    return result.appointment;
  };
  // Those who free a time: the earliest; those waiting: the last 50 times of the horizon, in order.
  const freeing = free.slice(0, runs).map((time) => book(time.start));
  free
    .slice(-WAITING)
    .forEach((time, index) => joinWaitingList(db, book(time.start).id, ANY_DAY, new Date(now.getTime() + index)));

  let handed: (() => void) | null = null;
  const outbox = createOutbox({
    db,
    from: "Clínica <citas@example.com>",
    transport: {
      describe: "bench",
      send: async (mail) => {
        if (mail.subject) handed?.();
      },
    },
  });
  outbox.start();
  let queuedAt = 0;
  const job = startWaitingList(
    {
      db,
      mail: {
        content: loadBookingContent(contentDir),
        professionals,
        whatToBring: [],
        origin: "https://clinica.example",
        clinicEmail: "clinica@example.com",
      },
      closedDates,
      offerMinutes: 60,
      videoRoom: () => "https://meet.jit.si/x",
    },
    {
      intervalMs: 3_600_000,
      onQueued: () => {
        queuedAt = performance.now();
        outbox.wake();
      },
    },
  );

  const queued: number[] = [];
  const mailed: number[] = [];
  for (const appointment of freeing) {
    const sent = new Promise<void>((resolve) => (handed = resolve));
    const start = performance.now();
    cancelAppointment(db, appointment.id, "paciente", new Date(), () => []);
    job.kick();
    await sent;
    mailed.push(performance.now() - start);
    queued.push(queuedAt - start);
  }
  job.stop();
  await outbox.stop();
  const offers = Number(db.prepare("SELECT COUNT(*) AS n FROM waiting_offers").get()!.n);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return { runs: freeing.length, offers, waiting: WAITING, queued, mailed };
}
