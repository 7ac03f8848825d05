// What `npm start` (server/start.ts) runs of the agenda besides its routes: in development the
// sample availability (once, on an empty agenda: sample.ts), and in every environment the
// reminders' job on the service's own interval (reminders.ts) and the waiting list's
// (waiting-list-job.ts). In production the same process runs them: no cron or systemd timer is
// needed (docs/booking.md).
import type { ServiceEnv } from "#server/env.ts";
import type { ServiceContext } from "#server/service-context.ts";
import { loadBookingContent, loadProfessionals, loadWhatToBring } from "./content.ts";
import { startReminders } from "./reminders.ts";
import { seedSampleAvailability } from "./sample.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { clinicClosedSet } from "./closed-dates.ts";
import { videoRoomUrl } from "./video-room.ts";
import { startWaitingList } from "./waiting-list-job.ts";
import type { WaitingContext, WaitingListHooks } from "./waiting-list-offers.ts";

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

/**
 * The waiting list's job (a pass after each change that may free a time, and every minute), and
 * what the routes are handed of it: its kick, and `audit`, which writes the list's audit lines.
 */
export function startWaitingListJob(
  { db, linkOrigin, wakeOutbox }: ServiceContext,
  env: Pick<ServiceEnv, "booking">,
  audit: WaitingContext["audit"],
): { stop: () => void; hooks: WaitingListHooks } {
  const job = startWaitingList(
    {
      db,
      mail: {
        content: loadBookingContent(),
        professionals: loadProfessionals(),
        whatToBring: loadWhatToBring(),
        origin: linkOrigin,
        clinicEmail: env.booking.clinicEmail,
      },
      closedDates: clinicClosedSet(),
      offerMinutes: clinic.waitingListOfferMinutes,
      videoRoom: () => videoRoomUrl(clinic.videoRoomUrl),
      audit,
    },
    { onQueued: wakeOutbox },
  );
  return { stop: job.stop, hooks: { kick: job.kick, audit } };
}
