// What `npm start` (server/start.ts) runs of the agenda besides its routes: in development the
// sample availability (once, on an empty agenda: sample.ts), and in every environment the
// reminders' job on the service's own interval (reminders.ts). In production the same process
// runs it: no cron or systemd timer is needed (docs/booking.md).
import type { ServiceEnv } from "#server/env.ts";
import type { ServiceContext } from "#server/service-context.ts";
import { loadBookingContent, loadProfessionals, loadWhatToBring } from "./content.ts";
import { startReminders } from "./reminders.ts";
import { seedSampleAvailability } from "./sample.ts";

export function startAgenda({ db, linkOrigin, wakeOutbox }: ServiceContext, env: Pick<ServiceEnv, "booking">) {
  const professionals = loadProfessionals();
  if (
    env.booking.seedSample &&
    seedSampleAvailability(
      db,
      professionals.map((person) => person.slug),
    )
  )
    console.log("Agenda: horarios de ejemplo creados (solo en desarrollo; en producción no se inventa nada).");
  return startReminders(
    db,
    {
      content: loadBookingContent(),
      professionals,
      whatToBring: loadWhatToBring(),
      origin: linkOrigin,
      clinicEmail: env.booking.clinicEmail,
    },
    { intervalMs: env.booking.reminderIntervalMs, onQueued: wakeOutbox },
  );
}
