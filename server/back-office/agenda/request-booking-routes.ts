// Booking from a consultation request (issue 46; routes.ts mounts them): the page that offers the
// times the person asked for, and the one save that books, sets the request «agendada» and links
// both (book-request.ts). For accounts that keep the agenda and see requests; the others get the
// same 404 as an unknown page. The patient's confirmation e-mail goes out when they gave an
// address; without one, the appointment's page gives the WhatsApp text to send.
import type { Context } from "hono";
import { z } from "zod";
import { seesRequests } from "#server/back-office/accounts.ts";
import { page } from "#server/back-office/layout.tsx";
import { notFound } from "#server/back-office/pages.tsx";
import { findRequest, REQUEST_CODE } from "#server/back-office/requests.ts";
import type { Env } from "#server/back-office/sessions.ts";
import { bookingMails } from "#server/booking/mails.tsx";
import { loadRules } from "#server/booking/store.ts";
import { loadConsultationContent } from "#server/consultations/content.ts";
import { formBody, type Agenda } from "./agenda.ts";
import { bookFromRequest, timesForRequest, WIDEN_LEVELS, type Widen } from "./book-request.ts";
import { AGENDA_BASE } from "./paths.ts";
import { personInput } from "./person-input.ts";
import { RequestBookingPage } from "./request-booking-page.tsx";

const viewInput = z.object({
  amplitud: z.coerce
    .number()
    .pipe(z.union(WIDEN_LEVELS.map((level) => z.literal(level))))
    .catch(0),
  desde: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

const content = loadConsultationContent();

function requestOf(agenda: Agenda, c: Context<Env>) {
  const code = c.req.param("code") ?? "";
  if (!seesRequests(c.get("session").role) || !REQUEST_CODE.test(code)) return undefined;
  return findRequest(agenda.db, code);
}

function showBooking(
  agenda: Agenda,
  c: Context<Env>,
  widen: Widen,
  from: string | undefined,
  extra: { values?: Record<string, string>; error?: string } = {},
  status: 200 | 400 | 409 = 200,
) {
  const request = requestOf(agenda, c);
  if (!request) return notFound(c, "No existe una solicitud con ese código.");
  const at = new Date(agenda.now());
  const times = timesForRequest(loadRules(agenda.db, agenda.closedDates, at), request, widen, at, { from });
  return c.html(page(RequestBookingPage, { view: agenda.view(c), request, content, times, ...extra }), status);
}

export const showRequestBooking = (agenda: Agenda) => (c: Context<Env>) => {
  const { amplitud, desde } = viewInput.parse(c.req.query());
  return showBooking(agenda, c, amplitud as Widen, desde);
};

export const bookRequest = (agenda: Agenda) => async (c: Context<Env>) => {
  const request = requestOf(agenda, c);
  if (!request) return notFound(c, "No existe una solicitud con ese código.");
  const values = await formBody(c);
  const parsed = personInput.safeParse(values);
  const time = agenda.timeOf(values.hora);
  // Back with what was typed, the widest list (the picked time may be outside what was asked).
  const again = (error: string, status: 400 | 409) => showBooking(agenda, c, 2, undefined, { values, error }, status);
  if (!time) return again("Elige una hora de la lista.", 400);
  if (!parsed.success) return again("Revisa el nombre y el celular (y el correo, si lo escribiste).", 400);
  const result = bookFromRequest(
    agenda.db,
    request.code,
    time,
    { name: parsed.data.nombre, phone: parsed.data.celular, email: parsed.data.correo || undefined },
    {
      closedDates: agenda.closedDates,
      now: new Date(agenda.now()),
      staffId: c.get("session").staffId,
      videoRoom: agenda.videoRoom,
      mails: (appointment, token) => bookingMails(agenda.mail, appointment, token),
    },
  );
  if (result.status === "gone") return notFound(c, "No existe una solicitud con ese código.");
  if (result.status !== "booked") return again("Esa hora ya no está libre. Elige otra.", 409);
  agenda.onStored();
  return c.redirect(`${AGENDA_BASE}/citas/${result.appointment.code}?guardado=reservada`, 303);
};
