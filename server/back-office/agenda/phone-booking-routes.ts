// Booking for someone who phoned (routes.ts mounts them): the form, and the booking, which
// e-mails the person its confirmation when they gave an address.
import type { Context } from "hono";
import { z } from "zod";
import { MODALITIES } from "#shared/booking/free-times.ts";
import type { Env } from "#server/back-office/sessions.ts";
import { page } from "#server/back-office/layout.tsx";
import { bookingMails } from "#server/booking/mails.tsx";
import { bookAppointment } from "#server/booking/store.ts";
import { formBody, type Agenda } from "./agenda.ts";
import { timesByDay } from "./book-request.ts";
import { personInput } from "./person-input.ts";
import { NewAppointmentPage, type PhoneTimesFilter } from "./new-appointment-page.tsx";
import { AGENDA_BASE } from "./paths.ts";

// Which times the list shows (the query, or the form's hidden fields when it comes back): anything
// unknown falls back to the first list, presencial with any professional.
const filterInput = z.object({
  modalidad: z.enum(MODALITIES).catch("presencial"),
  profesional: z.string().optional().catch(undefined),
  desde: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

function filterOf(agenda: Agenda, fields: Record<string, unknown>): PhoneTimesFilter {
  const { modalidad, profesional = "", desde } = filterInput.parse(fields);
  const known = agenda.known(profesional) ? profesional : "";
  return { modality: modalidad, professional: known, from: desde };
}

function showTimes(
  agenda: Agenda,
  c: Context<Env>,
  filter: PhoneTimesFilter,
  extra: { values?: Record<string, string>; error?: string } = {},
  status: 200 | 400 | 409 = 200,
) {
  const all = agenda.staffTimes({ modality: filter.modality, professional: filter.professional || undefined });
  const times = timesByDay(all, { from: filter.from });
  return c.html(page(NewAppointmentPage, { view: agenda.view(c), filter, times, ...extra }), status);
}

export const showNewAppointment = (agenda: Agenda) => (c: Context<Env>) => showTimes(agenda, c, filterOf(agenda, c.req.query()));

export const bookByPhone = (agenda: Agenda) => async (c: Context<Env>) => {
  const values = await formBody(c);
  const parsed = personInput.safeParse(values);
  const time = agenda.timeOf(values.hora);
  const again = (error: string, status: 400 | 409) => showTimes(agenda, c, filterOf(agenda, values), { values, error }, status);
  if (!time) return again("Elige una hora de la lista.", 400);
  if (!parsed.success) return again("Revisa el nombre y el celular (y el correo, si lo escribiste).", 400);
  const person = {
    name: parsed.data.nombre,
    phone: parsed.data.celular,
    email: parsed.data.correo || undefined,
    reason: parsed.data.motivo || undefined,
  };
  const result = bookAppointment(agenda.db, time, person, {
    closedDates: agenda.closedDates,
    now: new Date(agenda.now()),
    source: "personal",
    staffId: c.get("session").staffId,
    allowRepeat: true,
    videoRoom: agenda.videoRoom,
    mails: (appointment, token) => bookingMails(agenda.mail, appointment, token),
  });
  if (result.status !== "booked") return again("Esa hora ya no está libre. Elige otra.", 409);
  agenda.log(c, "agenda_reservar", result.appointment.code);
  agenda.onStored();
  return c.redirect(`${AGENDA_BASE}/citas/${result.appointment.code}?guardado=reservada`, 303);
};
