// One appointment and what the staff do with it (routes.ts mounts them): its page, attended or
// not, a note, a cancellation and a move. A cancellation or a move e-mails the patient through the
// outbox, so each first shows a page that says so and asks (change-pages.tsx).
import type { Context } from "hono";
import { z } from "zod";
import { notFound } from "#server/back-office/pages.tsx";
import type { Env } from "#server/back-office/sessions.ts";
import { page } from "#server/back-office/layout.tsx";
import { cancelledMail, movedMail } from "#server/booking/mails.tsx";
import { APPOINTMENT_CODE, cancelAppointment, loadRules, moveAppointment } from "#server/booking/store.ts";
import { seesRequests } from "#server/back-office/accounts.ts";
import { freeTimes } from "#shared/booking/free-times.ts";
import { formBody, type Agenda } from "./agenda.ts";
import { AppointmentPage } from "./appointment-page.tsx";
import { requestOfAppointment, timesByDay, whatsappConfirmation } from "./book-request.ts";
import { CancelConfirmPage, MoveChoicePage, MoveConfirmPage } from "./change-pages.tsx";
import { patientMailNotice } from "#server/back-office/wording.ts";
import { addAppointmentNote, appointmentNotes, findAgendaRow, markAttendance, NOTE_MAX, type AgendaRow } from "./data.ts";
import { AGENDA_BASE } from "./paths.ts";

// What staff read after a change: those that e-mail the patient name the address, or say there is none.
const notices: Record<string, (row: AgendaRow) => string> = {
  movida: (row) => patientMailNotice("Cita cambiada", row.email),
  cancelada: (row) => patientMailNotice("Cita cancelada", row.email),
  estado: () => "Asistencia guardada.",
  nota: () => "Nota guardada.",
  reservada: (row) => patientMailNotice("Cita reservada", row.email),
};
const noteInput = z.string().trim().min(1).max(NOTE_MAX);

const rowOf = (agenda: Agenda, code: string) => (APPOINTMENT_CODE.test(code) ? findAgendaRow(agenda.db, code) : undefined);
const noAppointment = (c: Context<Env>) => notFound(c, "No existe una cita con ese código.");
const done = (c: Context<Env>, code: string, what: keyof typeof notices) =>
  c.redirect(`${AGENDA_BASE}/citas/${code}?guardado=${what}`, 303);

/** The appointment's page (audited), with the notice of what was just done or an error. */
function showAppointment(agenda: Agenda, c: Context<Env>, code: string, error?: string, status: 200 | 400 | 409 = 200) {
  const row = rowOf(agenda, code);
  if (!row) return noAppointment(c);
  agenda.log(c, "agenda_ver_cita", row.code);
  const saved = c.req.query("guardado");
  const request = seesRequests(c.get("session").role) ? requestOfAppointment(agenda.db, row.id)?.code : undefined;
  return c.html(
    page(AppointmentPage, {
      view: agenda.view(c),
      row,
      notes: appointmentNotes(agenda.db, row.id),
      request,
      whatsapp: row.email ? undefined : whatsappConfirmation(agenda.mail, row),
      justBooked: saved === "reservada",
      notice: saved ? notices[saved]?.(row) : undefined,
      error,
      now: agenda.now(),
    }),
    status,
  );
}

/** The times it may move to: its professional's, in its modality, by day, any notice (staff move it by phone). */
function moveTimes(agenda: Agenda, row: AgendaRow, from = "") {
  const at = new Date(agenda.now());
  const rules = { ...loadRules(agenda.db, agenda.closedDates, at, { professional: row.professional }), minNoticeMinutes: 0 };
  const times = freeTimes(rules, { now: at, professional: row.professional, modality: row.modality }).filter(
    (time) => time.start !== row.start,
  );
  return timesByDay(times, { from });
}

const fromInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** Moving, first step: the times by day, nothing picked. */
export const showMoveChoice = (agenda: Agenda) => (c: Context<Env>) => {
  const row = rowOf(agenda, c.req.param("code")!);
  if (!row) return noAppointment(c);
  if (row.state !== "reservada") return showAppointment(agenda, c, row.code, "Esta cita ya no está reservada.", 409);
  const { days, more } = moveTimes(agenda, row, fromInput.parse(c.req.query("desde")));
  const last = days.at(-1)?.day;
  const nextFrom = more && last ? new Date(Date.parse(`${last}T00:00:00Z`) + 864e5).toISOString().slice(0, 10) : undefined;
  return c.html(page(MoveChoicePage, { view: agenda.view(c), row, days, nextFrom }));
};

/** Moving, second step: what will change and who is e-mailed; the form that does it. */
export const showMoveConfirm = (agenda: Agenda) => (c: Context<Env>) => {
  const row = rowOf(agenda, c.req.param("code")!);
  if (!row) return noAppointment(c);
  const time = agenda.timeOf(c.req.query("hora"));
  if (row.state !== "reservada") return showAppointment(agenda, c, row.code, "Esta cita ya no está reservada.", 409);
  if (!time || time.professional !== row.professional || time.modality !== row.modality) {
    const { days } = moveTimes(agenda, row);
    return c.html(page(MoveChoicePage, { view: agenda.view(c), row, days, error: "Elige una hora de la lista." }), 400);
  }
  return c.html(page(MoveConfirmPage, { view: agenda.view(c), row, time }));
};

/** Cancelling, the second look: what will happen and who is e-mailed. */
export const showCancelConfirm = (agenda: Agenda) => (c: Context<Env>) => {
  const row = rowOf(agenda, c.req.param("code")!);
  if (!row) return noAppointment(c);
  if (row.state !== "reservada") return showAppointment(agenda, c, row.code, "Esta cita ya no está reservada.", 409);
  return c.html(page(CancelConfirmPage, { view: agenda.view(c), row }));
};

export const showAppointmentPage = (agenda: Agenda) => (c: Context<Env>) => showAppointment(agenda, c, c.req.param("code")!);

/** Attended or not: only once it started, and not cancelled. */
export const markAttended = (agenda: Agenda) => async (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const row = rowOf(agenda, code);
  if (!row) return noAppointment(c);
  const state = (await formBody(c)).estado;
  if ((state !== "atendida" && state !== "no-asistio") || !markAttendance(agenda.db, row.id, state, agenda.now()))
    return showAppointment(agenda, c, code, "Solo una cita que ya empezó y no está cancelada puede marcarse.", 409);
  agenda.log(c, state === "atendida" ? "agenda_atendida" : "agenda_no-asistio", code);
  return done(c, code, "estado");
};

export const addNote = (agenda: Agenda) => async (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const row = rowOf(agenda, code);
  if (!row) return noAppointment(c);
  const parsed = noteInput.safeParse((await formBody(c)).nota);
  if (!parsed.success) return showAppointment(agenda, c, code, `Escribe la nota (hasta ${NOTE_MAX} caracteres).`, 400);
  addAppointmentNote(agenda.db, row.id, parsed.data, c.get("session").staffId, agenda.now());
  agenda.log(c, "agenda_nota", code);
  return done(c, code, "nota");
};

export const cancel = (agenda: Agenda) => (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const row = rowOf(agenda, code);
  if (!row) return noAppointment(c);
  const mail = (cancelled: Parameters<typeof cancelledMail>[1]) => cancelledMail(agenda.mail, cancelled, "personal");
  if (!cancelAppointment(agenda.db, row.id, "personal", new Date(agenda.now()), mail))
    return showAppointment(agenda, c, code, "Esta cita ya no está reservada.", 409);
  agenda.log(c, "agenda_cancelar", code);
  agenda.onStored();
  agenda.onFreed();
  return done(c, code, "cancelada");
};

export const move = (agenda: Agenda) => async (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const row = rowOf(agenda, code);
  if (!row) return noAppointment(c);
  const picked = agenda.timeOf((await formBody(c)).hora);
  // Staff move an appointment within its professional and modality, as the patient does.
  const time = picked && picked.professional === row.professional && picked.modality === row.modality ? picked : null;
  const moved = time
    ? moveAppointment(agenda.db, row.id, time, {
        closedDates: agenda.closedDates,
        now: new Date(agenda.now()),
        source: "personal",
        videoRoom: agenda.videoRoom,
        mails: (changed, token) => movedMail(agenda.mail, changed, token),
      })
    : { status: "taken" as const };
  if (moved.status !== "moved") return showAppointment(agenda, c, code, "Esa hora ya no está libre. Elige otra.", 409);
  agenda.log(c, "agenda_mover", code);
  agenda.onStored();
  agenda.onFreed();
  return done(c, code, "movida");
};
