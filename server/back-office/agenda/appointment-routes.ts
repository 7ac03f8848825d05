// One appointment and what the staff do with it (routes.ts mounts them): its page, attended or
// not, a note, a cancellation and a move. A cancellation or a move e-mails the patient through the
// outbox.
import type { Context } from "hono";
import { z } from "zod";
import { notFound } from "#server/back-office/pages.tsx";
import type { Env } from "#server/back-office/sessions.ts";
import { page } from "#server/back-office/layout.tsx";
import { cancelledMail, movedMail } from "#server/booking/mails.tsx";
import { APPOINTMENT_CODE, cancelAppointment, moveAppointment } from "#server/booking/store.ts";
import { formBody, type Agenda } from "./agenda.ts";
import { AppointmentPage } from "./appointment-page.tsx";
import { addAppointmentNote, appointmentNotes, findAgendaRow, markAttendance, NOTE_MAX } from "./data.ts";
import { AGENDA_BASE } from "./paths.ts";

const notices: Record<string, string> = {
  movida: "Cita cambiada. La paciente recibirá un correo.",
  cancelada: "Cita cancelada. La paciente recibirá un correo.",
  estado: "Asistencia guardada.",
  nota: "Nota guardada.",
  reservada: "Cita reservada.",
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
  return c.html(
    page(AppointmentPage, {
      view: agenda.view(c),
      row,
      notes: appointmentNotes(agenda.db, row.id),
      moveTimes: row.state === "reservada" ? agenda.staffTimes() : [],
      notice: saved ? notices[saved] : undefined,
      error,
      now: agenda.now(),
    }),
    status,
  );
}

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
  return done(c, code, "cancelada");
};

export const move = (agenda: Agenda) => async (c: Context<Env>) => {
  const code = c.req.param("code")!;
  const row = rowOf(agenda, code);
  if (!row) return noAppointment(c);
  const time = agenda.timeOf((await formBody(c)).hora);
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
  return done(c, code, "movida");
};
