// The clinic's closed dates the free times skip (content/clinica.yml through
// #shared/clinic/opening-hours.ts: Peru's holidays when it closes on them, and its own closed days),
// from a week ago to two years ahead: wider than any horizon the settings allow (365 days). Read
// when the service starts; the facts change with a deploy, which restarts it.
import { clinic } from "#shared/clinic/facts.ts";
import { closedDates } from "#shared/clinic/opening-hours.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import { addDays } from "#shared/booking/free-times.ts";

export function clinicClosedSet(now = new Date()): ReadonlySet<string> {
  const today = limaDate(now);
  return new Set(closedDates(clinic, addDays(today, -7), addDays(today, 730)));
}
