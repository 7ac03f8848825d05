// The sample availability a fresh clone's `npm start` shows, so a new user sees free times at once:
// written once (booking_settings.sample_seeded_at), only when the agenda is empty, and only in
// development — server/start.ts calls it when server/env.ts says the process is not production
// (NODE_ENV). In production nothing is invented: the staff publish their own spans.
import { transaction, type Db } from "#server/db.ts";
import { toMinutes } from "#shared/booking/free-times.ts";

/** Each sample professional's week: [weekday (0 = Sunday), modality, from, to]. */
const WEEKS: [number, "presencial" | "virtual", string, string][][] = [
  [
    [1, "presencial", "09:00", "13:00"],
    [3, "presencial", "09:00", "13:00"],
    [5, "virtual", "15:00", "18:00"],
  ],
  [
    [2, "presencial", "14:00", "18:00"],
    [4, "virtual", "09:00", "12:00"],
    [6, "presencial", "09:00", "12:00"],
  ],
  [
    [1, "virtual", "16:00", "19:00"],
    [3, "presencial", "14:00", "18:00"],
    [5, "presencial", "09:00", "13:00"],
  ],
];

/** Writes the sample for the first professionals of `slugs`; false when it was written before or the agenda has data. */
export function seedSampleAvailability(db: Db, slugs: readonly string[], now = Date.now()): boolean {
  return transaction(db, () => {
    const seeded = db.prepare("SELECT sample_seeded_at FROM booking_settings WHERE id = 1").get()?.sample_seeded_at;
    const hasData = db.prepare("SELECT 1 FROM booking_professionals LIMIT 1").get();
    if (seeded || hasData) return false;
    const addProfessional = db.prepare("INSERT INTO booking_professionals (slug) VALUES (?)");
    const addSpan = db.prepare(
      "INSERT INTO booking_spans (professional, weekday, modality, start_minute, end_minute) VALUES (?, ?, ?, ?, ?)",
    );
    slugs.slice(0, WEEKS.length).forEach((slug, index) => {
      addProfessional.run(slug);
      for (const [weekday, modality, from, to] of WEEKS[index]!)
        addSpan.run(slug, weekday, modality, toMinutes(from), toMinutes(to));
    });
    db.prepare("UPDATE booking_settings SET sample_seeded_at = ? WHERE id = 1").run(now);
    return true;
  });
}
