// Booking for someone who phoned (routes.ts mounts them): the form, and the booking, which
// e-mails the person its confirmation when they gave an address.
import type { Context } from "hono";
import { z } from "zod";
import { isAcceptablePhone } from "#shared/clinic/phone.ts";
import { cleanText, isPlainEmail, PHONE_SHAPE } from "#shared/forms/form-rules.ts";
import type { Env } from "#server/back-office/sessions.ts";
import { page } from "#server/back-office/layout.tsx";
import { bookingMails } from "#server/booking/mails.tsx";
import { bookAppointment } from "#server/booking/store.ts";
import { formBody, type Agenda } from "./agenda.ts";
import { NewAppointmentPage } from "./new-appointment-page.tsx";
import { AGENDA_BASE } from "./paths.ts";

// The forms' one rule for each field (issue 47): the text cleaned as every form cleans it, the
// phone read by Peru's rules, the address a plain one, as the patient's own booking takes them.
const cleaned = (multiline = false) => z.string().transform((value) => cleanText(value, { multiline }));
const phoneInput = z.object({
  hora: z.string(),
  nombre: cleaned().pipe(
    z
      .string()
      .min(2)
      .max(100)
      .refine((value) => /\p{L}/u.test(value)),
  ),
  celular: cleaned().pipe(
    z
      .string()
      .max(20)
      .refine((value) => PHONE_SHAPE.test(value) && isAcceptablePhone(value)),
  ),
  correo: cleaned()
    .pipe(z.union([z.literal(""), z.string().max(254).refine(isPlainEmail)]))
    .optional(),
  motivo: cleaned(true).pipe(z.string().max(500)).optional(),
});

export const showNewAppointment = (agenda: Agenda) => (c: Context<Env>) =>
  c.html(page(NewAppointmentPage, { view: agenda.view(c), times: agenda.staffTimes() }));

export const bookByPhone = (agenda: Agenda) => async (c: Context<Env>) => {
  const values = await formBody(c);
  const parsed = phoneInput.safeParse(values);
  const time = agenda.timeOf(values.hora);
  const again = (error: string, status: 400 | 409) =>
    c.html(page(NewAppointmentPage, { view: agenda.view(c), times: agenda.staffTimes(), values, error }), status);
  if (!parsed.success || !time) return again("Revisa la hora, el nombre y el celular (y el correo, si lo escribiste).", 400);
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
