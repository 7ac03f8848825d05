// The agenda in the back office (/app/gestion/agenda/…): `registerAgenda(pages, options)`, called
// by concern.ts on the agenda's routes, behind the back office's session and CSRF checks. One line
// per page or action; each is a function of its own module: the day and the week (day-routes.ts),
// an appointment (appointment-routes.ts), booking for someone who phoned (phone-booking-routes.ts),
// the availability, settings and feeds (availability-routes.ts). An account without the agenda role
// (data.ts, `npm run gestion -- agenda`) gets the same 404 as an unknown page. Every view, change
// and export is written to the audit log, with the appointment's code only.
import type { Hono, MiddlewareHandler } from "hono";
import { notFound } from "#server/back-office/pages.tsx";
import type { Env } from "#server/back-office/sessions.ts";
import { createAgenda, type AgendaOptions } from "./agenda.ts";
import {
  addNote,
  cancel,
  markAttended,
  move,
  showAppointmentPage,
  showCancelConfirm,
  showMoveChoice,
  showMoveConfirm,
} from "./appointment-routes.ts";
import {
  addException,
  addSpan,
  newFeed,
  removeException,
  removeSpan,
  revokeFeedRoute,
  saveSettings,
  setLength,
  showAvailabilityPage,
} from "./availability-routes.ts";
import { seesAgenda } from "./data.ts";
import { exportAppointments, showToday, showWeek } from "./day-routes.ts";
import { AGENDA_BASE, FEED_PATH } from "./paths.ts";
import { bookByPhone, showNewAppointment } from "./phone-booking-routes.ts";
import { bookRequest, showRequestBooking } from "./request-booking-routes.ts";
import { WAITING_BASE } from "./waiting-list-page.tsx";
import { giveToFirst, removeFromList, showWaitingList } from "./waiting-list-routes.ts";

export { AGENDA_BASE, FEED_PATH, type AgendaOptions };

export function registerAgenda(pages: Hono<Env>, options: AgendaOptions) {
  const agenda = createAgenda(options);
  const onlyAgenda: MiddlewareHandler<Env> = async (c, next) =>
    seesAgenda(agenda.db, c.get("session").staffId) ? next() : notFound(c);
  pages.use(AGENDA_BASE, onlyAgenda);
  pages.use(`${AGENDA_BASE}/*`, onlyAgenda);
  pages.get(AGENDA_BASE, (c) => c.redirect(`${AGENDA_BASE}/`, 301));

  pages.get(`${AGENDA_BASE}/`, showToday(agenda));
  pages.get(`${AGENDA_BASE}/semana`, showWeek(agenda));
  pages.get(`${AGENDA_BASE}/exportar.csv`, exportAppointments(agenda));

  const appointment = `${AGENDA_BASE}/citas/:code`;
  pages.get(appointment, showAppointmentPage(agenda));
  pages.post(`${appointment}/estado`, markAttended(agenda));
  pages.post(`${appointment}/nota`, addNote(agenda));
  pages.get(`${appointment}/cancelar`, showCancelConfirm(agenda));
  pages.post(`${appointment}/cancelar`, cancel(agenda));
  pages.get(`${appointment}/mover`, showMoveChoice(agenda));
  pages.get(`${appointment}/mover/confirmar`, showMoveConfirm(agenda));
  pages.post(`${appointment}/mover`, move(agenda));

  pages.get(WAITING_BASE, showWaitingList(agenda));
  pages.post(`${WAITING_BASE}/dar`, giveToFirst(agenda));
  pages.post(`${WAITING_BASE}/:code/quitar`, removeFromList(agenda));

  pages.get(`${AGENDA_BASE}/nueva`, showNewAppointment(agenda));
  pages.post(`${AGENDA_BASE}/nueva`, bookByPhone(agenda));
  pages.get(`${AGENDA_BASE}/reservar/:code`, showRequestBooking(agenda));
  pages.post(`${AGENDA_BASE}/reservar/:code`, bookRequest(agenda));

  const availability = `${AGENDA_BASE}/disponibilidad/:slug`;
  pages.get(`${AGENDA_BASE}/disponibilidad`, showAvailabilityPage(agenda));
  pages.post(`${availability}/tramos`, addSpan(agenda));
  pages.post(`${availability}/tramos/:id/borrar`, removeSpan(agenda));
  pages.post(`${availability}/duracion`, setLength(agenda));
  pages.post(`${availability}/excepciones`, addException(agenda));
  pages.post(`${availability}/excepciones/:id/borrar`, removeException(agenda));
  pages.post(`${availability}/calendario`, newFeed(agenda));
  pages.post(`${availability}/calendario/revocar`, revokeFeedRoute(agenda));
  pages.post(`${AGENDA_BASE}/ajustes`, saveSettings(agenda));
}
