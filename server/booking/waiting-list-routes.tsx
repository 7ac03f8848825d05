// The waiting list's patient routes (mounted by routes.ts with the booking's): joining it or
// changing the days, and leaving it, from the appointment's page (the manage link's secret in the
// form's body, never in a URL); and the offer's page, GET /app/reservar-cita/oferta?o=… (the
// offer's secret: in the query of a page that is no-store and noindex, whose Referer names the
// origin only, and that nothing logs, as the manage link), whose one button moves the appointment
// there.
import { Hono, type Context } from "hono";
import { clinic } from "#shared/clinic/facts.ts";
import { fill } from "#shared/content/fill.ts";
import { isCrossSite } from "#server/form-submission/cross-site.ts";
import type { BookingContext } from "./booking-context.ts";
import { professionalLabel } from "./mails.tsx";
import { formLimit, html, messagePage } from "./page-parts.tsx";
import { PATHS } from "./paths.ts";
import { appointmentOfToken, readSpans, type Appointment } from "./store.ts";
import {
  acceptOffer,
  offerAndAppointment,
  offerIsOpen,
  type WaitingContext,
  type WaitingListHooks,
} from "./waiting-list-offers.ts";
import { OfferBody, WAITING_PATHS, WaitingSection } from "./waiting-list-pages.tsx";
import { joinWaitingList, leaveWaitingList, waitingPlace, weekdayBits } from "./waiting-list-store.ts";

/** content/clinica.yml's hours by weekday, Sunday first (as Date.getDay()). */
const WEEKDAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** The offers' engine's context from the booking's. */
export const waitingContextOf = (booking: BookingContext, hooks: WaitingListHooks = booking.waitingList): WaitingContext => ({
  db: booking.db,
  mail: booking.mail,
  closedDates: booking.closedDates,
  offerMinutes: clinic.waitingListOfferMinutes,
  videoRoom: booking.videoRoom,
  audit: hooks.audit,
});

/**
 * The appointment page's waiting-list section: for a booked appointment still to come with an
 * e-mail (offers go by e-mail), the weekdays its professional sees that modality (else the clinic's).
 */
export function waitingSectionFor(booking: BookingContext, appointment: Appointment, token: string) {
  if (appointment.state !== "reservada" || !appointment.email || appointment.start <= booking.now().getTime()) return null;
  const spans = readSpans(booking.db, appointment.professional).filter((span) => span.modality === appointment.modality);
  const open = WEEKDAY_KEYS.flatMap((key, day) => (clinic.hours[key].length ? [day] : []));
  const days = spans.length ? [...new Set(spans.map((span) => span.weekday))].sort() : open;
  return (
    <WaitingSection
      content={booking.content}
      token={token}
      professional={professionalLabel(booking.professionals, appointment.professional)}
      offerMinutes={clinic.waitingListOfferMinutes}
      place={waitingPlace(booking.db, appointment.id)}
      days={days}
    />
  );
}

export function waitingListRoutes(booking: BookingContext, hooks: WaitingListHooks = booking.waitingList) {
  const { db, now, content, failures } = booking;
  const texts = content.waitingList;
  const routes = new Hono();
  const context = waitingContextOf(booking, hooks);
  const invalid = (c: Context, status: 404 = 404) =>
    html(c, messagePage(booking, fill(texts.offerInvalid, { phone: clinic.phone })), status);

  /** A form of the appointment's page: the manage link's secret from the body, the days as a list. */
  const appointmentForm = async (c: Context) => {
    const raw = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
    const token = typeof raw.t === "string" ? raw.t : "";
    const days = ([] as unknown[]).concat(raw.dias ?? []).map(Number);
    return { token, days, appointment: appointmentOfToken(db, token, now()) };
  };
  const back = (c: Context, token: string, notice: "espera" | "espera-fuera") =>
    c.redirect(`${PATHS.manage}?t=${token}&hecho=${notice}#lista-de-espera`, 303);

  routes.post(WAITING_PATHS.join, formLimit(booking), async (c) => {
    if (isCrossSite(c, booking.service.origin)) return html(c, messagePage(booking, failures.crossSite), 403);
    const { token, days, appointment } = await appointmentForm(c);
    if (!appointment || !appointment.email || !joinWaitingList(db, appointment.id, weekdayBits(days), now())) return invalid(c);
    hooks.audit?.("espera_alta", appointment.code);
    return back(c, token, "espera");
  });

  routes.post(WAITING_PATHS.leave, formLimit(booking), async (c) => {
    if (isCrossSite(c, booking.service.origin)) return html(c, messagePage(booking, failures.crossSite), 403);
    const { token, appointment } = await appointmentForm(c);
    if (!appointment) return invalid(c);
    if (leaveWaitingList(db, appointment.id, now())) hooks.audit?.("espera_baja", appointment.code);
    // An offer it had is withdrawn: its time goes on to the next person.
    hooks.kick();
    return back(c, token, "espera-fuera");
  });

  const offerPage = (c: Context, token: string, state?: "late") => {
    const found = offerAndAppointment(db, token, now());
    if (!found) return invalid(c);
    const { offer, appointment } = found;
    const shown = state ?? (offer.state === "aceptada" ? "done" : offerIsOpen(offer, appointment, now()) ? "open" : "late");
    const body = (
      <OfferBody
        content={content}
        token={token}
        offer={offer}
        appointment={appointment}
        professional={professionalLabel(booking.professionals, offer.professional)}
        state={shown}
      />
    );
    return html(c, booking.document(texts.offerTitle, texts.offerTitle, body), shown === "late" ? 409 : 200);
  };

  routes.get(WAITING_PATHS.offer, (c) => offerPage(c, c.req.query("o") ?? ""));

  routes.post(WAITING_PATHS.offer, formLimit(booking), async (c) => {
    if (isCrossSite(c, booking.service.origin)) return html(c, messagePage(booking, failures.crossSite), 403);
    const raw = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof raw.o === "string" ? raw.o : "";
    const result = acceptOffer(context, token, now());
    if (result.status === "invalid") return invalid(c);
    if (result.status !== "moved") return offerPage(c, token, result.status === "late" ? "late" : undefined);
    console.log(`agenda: cambiada desde la lista de espera ${result.appointment.code}`);
    booking.service.wakeOutbox();
    // The old time is free now: offered onwards.
    hooks.kick();
    return c.redirect(`${PATHS.manage}?t=${result.manageToken}&hecho=cambiada`, 303);
  });

  return routes;
}
