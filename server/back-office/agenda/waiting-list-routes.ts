// The waiting list in the agenda (routes.ts mounts them; only for accounts that keep the agenda):
// the list, a free time given to the first person who wants it (from this page or the phone
// booking's form), and a person taken off the list. Every view and change is in the audit log with
// the appointment's code only; the person moved is e-mailed, and the job offers whatever the change
// freed.
import type { Context } from "hono";
import type { Env } from "#server/back-office/sessions.ts";
import { page } from "#server/back-office/layout.tsx";
import { APPOINTMENT_CODE, findAppointment } from "#server/booking/store.ts";
import { giveToFirstWaiting } from "#server/booking/waiting-list-offers.ts";
import { leaveWaitingList, waitingRows, wantsWeekday } from "#server/booking/waiting-list-store.ts";
import { limaClock } from "#shared/calendar/lima-clock.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { formBody, type Agenda } from "./agenda.ts";
import { WAITING_BASE, WaitingListPage } from "./waiting-list-page.tsx";

const notices: Record<string, string> = {
  dada: "Hora dada a la primera de la lista de espera. Se le envió un correo con los nuevos datos.",
  quitada: "Cita quitada de la lista de espera.",
};

/** The free times (staff rules) someone on the list would take, each with who would get it. */
function givableTimes(agenda: Agenda) {
  const rows = waitingRows(agenda.db);
  return agenda.staffTimes().flatMap((time) => {
    const weekday = limaClock(new Date(time.start)).weekday;
    const first = rows.find(
      (row) =>
        row.professional === time.professional &&
        row.modality === time.modality &&
        row.start > time.start &&
        wantsWeekday(row.weekdays, weekday),
    );
    return first ? [{ ...time, code: first.code }] : [];
  });
}

const show = (agenda: Agenda, c: Context<Env>, extra: { notice?: string; error?: string } = {}, status: 200 | 400 | 409 = 200) =>
  c.html(
    page(WaitingListPage, {
      view: agenda.view(c),
      rows: waitingRows(agenda.db),
      times: givableTimes(agenda),
      offerMinutes: clinic.waitingListOfferMinutes,
      ...extra,
    }),
    status,
  );

export const showWaitingList = (agenda: Agenda) => (c: Context<Env>) => {
  agenda.log(c, "agenda_ver_espera");
  const done = c.req.query("guardado");
  return show(agenda, c, { notice: done ? notices[done] : undefined });
};

export const giveToFirst = (agenda: Agenda) => async (c: Context<Env>) => {
  const time = agenda.timeOf((await formBody(c)).hora);
  const given = time ? giveToFirstWaiting(agenda.waiting(), time, new Date(agenda.now())) : null;
  if (!given) return show(agenda, c, { error: "Nadie en la lista de espera quiere esa hora. Elige otra." }, 409);
  if (given.status !== "moved") return show(agenda, c, { error: "Esa hora ya no está libre. Elige otra." }, 409);
  agenda.log(c, "agenda_espera_dar", given.appointment.code);
  agenda.onStored();
  agenda.onFreed();
  return c.redirect(`${WAITING_BASE}?guardado=dada`, 303);
};

export const removeFromList = (agenda: Agenda) => (c: Context<Env>) => {
  const code = c.req.param("code") ?? "";
  const appointment = APPOINTMENT_CODE.test(code) ? findAppointment(agenda.db, code) : undefined;
  if (!appointment || !leaveWaitingList(agenda.db, appointment.id, new Date(agenda.now())))
    return show(agenda, c, { error: "Esa cita no está en la lista de espera." }, 409);
  agenda.log(c, "agenda_espera_quitar", code);
  agenda.onFreed();
  return c.redirect(`${WAITING_BASE}?guardado=quitada`, 303);
};
