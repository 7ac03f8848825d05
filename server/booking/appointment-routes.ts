// The appointment by its manage link (the `t` in the query, or in a form's body for a change, never
// logged): GET /app/reservar-cita/cita (appointment-page.tsx), its .ics, and the patient's changes
// (confirm attendance, cancel, move, each change after one confirmation naming the day and time:
// change-confirm-page.tsx; and, while the booking is new, its e-mail corrected), each a plain form.
import { Hono, type Context } from "hono";
import { clinic } from "#shared/clinic/facts.ts";
import { isCrossSite } from "#server/form-submission/cross-site.ts";
import { formValues, timeOf, type BookingContext } from "./booking-context.ts";
import { appointmentAnswer } from "./appointment-page.tsx";
import { icsOf } from "./calendar.ts";
import { cancelledMail, confirmationMail, movedMail, patientEvent } from "./mails.tsx";
import { formLimit, html, invalidLink, messagePage } from "./page-parts.tsx";
import { PATHS } from "./paths.ts";
import { isPlainEmail } from "#shared/forms/form-rules.ts";
import { fill } from "#shared/content/fill.ts";
import { CONFIRMED_FIELD, changeConfirmPage } from "./change-confirm-page.tsx";
import {
  appointmentOfToken,
  cancelAppointment,
  confirmAttendance,
  correctEmail,
  moveAppointment,
  patientMayChange,
  readSettings,
} from "./store.ts";

/** The page after a change, with its notice (`hecho`), by the appointment's (possibly new) link. */
const done = (c: Context, token: string, notice: "cancelada" | "cambiada" | "confirmada") =>
  c.redirect(`${PATHS.manage}?t=${token}&hecho=${notice}`, 303);

export function appointmentRoutes(booking: BookingContext) {
  const { db, now, content, mail, failures } = booking;
  const routes = new Hono();
  const notices: Record<string, string> = {
    cancelada: content.manage.cancelledNow,
    cambiada: content.manage.movedNow,
    confirmada: content.manage.confirmedNow,
    correo: content.confirmation.emailFixed,
  };

  routes.get(PATHS.manage, (c) => {
    const notice = c.req.query("hecho");
    return appointmentAnswer(booking, c, c.req.query("t") ?? "", { notice: notice ? notices[notice] : undefined });
  });

  routes.get(PATHS.ics, (c) => {
    const appointment = appointmentOfToken(db, c.req.query("t") ?? "", now());
    if (!appointment || appointment.state !== "reservada") return invalidLink(booking, c);
    return c.body(icsOf([patientEvent(mail, appointment)], { name: clinic.name, method: "publish" }), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${appointment.code}.ics"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    });
  });

  /** A change by the patient: the token from the form's body, never the URL. */
  const change = (handler: (c: Context, token: string, values: Record<string, string>) => Response | Promise<Response>) =>
    [
      formLimit(booking),
      async (c: Context) => {
        const values = await formValues(c);
        const token = values.t ?? "";
        if (isCrossSite(c, booking.service.origin)) return html(c, messagePage(booking, failures.crossSite), 403);
        if (!appointmentOfToken(db, token, now())) return invalidLink(booking, c);
        return handler(c, token, values);
      },
    ] as const;

  routes.post(
    PATHS.confirm,
    ...change((c, token) => {
      confirmAttendance(db, appointmentOfToken(db, token, now())!.id, now());
      return done(c, token, "confirmada");
    }),
  );

  routes.post(
    PATHS.cancel,
    ...change((c, token, values) => {
      const at = now();
      const appointment = appointmentOfToken(db, token, at)!;
      if (!patientMayChange(appointment, readSettings(db), at)) return appointmentAnswer(booking, c, token, {}, 409);
      if (values[CONFIRMED_FIELD] !== "1") return html(c, changeConfirmPage(booking, { appointment, token }));
      if (cancelAppointment(db, appointment.id, "paciente", at, (cancelled) => cancelledMail(mail, cancelled, "paciente"))) {
        console.log(`agenda: cancelada ${appointment.code}`);
        booking.service.wakeOutbox();
      }
      return done(c, token, "cancelada");
    }),
  );

  routes.post(
    PATHS.move,
    ...change((c, token, values) => {
      const at = now();
      const appointment = appointmentOfToken(db, token, at)!;
      const time = timeOf(booking, values.hora);
      if (!patientMayChange(appointment, readSettings(db), at)) return appointmentAnswer(booking, c, token, {}, 409);
      // The patient moves within their professional and modality; the staff may change either.
      if (!time || time.professional !== appointment.professional || time.modality !== appointment.modality)
        return appointmentAnswer(booking, c, token, { failure: failures.taken }, 409);
      if (values[CONFIRMED_FIELD] !== "1") return html(c, changeConfirmPage(booking, { appointment, token, move: time }));
      const moved = moveAppointment(db, appointment.id, time, {
        closedDates: booking.closedDates,
        now: at,
        videoRoom: booking.videoRoom,
        mails: (changed, newToken) => movedMail(mail, changed, newToken),
      });
      if (moved.status !== "moved") return appointmentAnswer(booking, c, token, { failure: failures.taken }, 409);
      console.log(`agenda: cambiada ${appointment.code}`);
      booking.service.wakeOutbox();
      return done(c, moved.manageToken, "cambiada");
    }),
  );
  // While the booking is new, its e-mail may be corrected (a typo's confirmation never arrives).
  routes.post(
    PATHS.email,
    ...change((c, token, values) => {
      const at = now();
      const appointment = appointmentOfToken(db, token, at)!;
      const email = (values.email ?? "").trim();
      if (!isPlainEmail(email))
        return appointmentAnswer(booking, c, token, { failure: content.form.errors.email }, 409);
      const corrected = correctEmail(db, appointment.id, email, at, (changed, newToken) =>
        confirmationMail(mail, changed, newToken),
      );
      if (corrected.status === "duplicate")
        return appointmentAnswer(
          booking,
          c,
          token,
          { failure: fill(content.confirmation.emailDuplicate, { phone: clinic.phone }) },
          409,
        );
      if (corrected.status !== "corrected") return appointmentAnswer(booking, c, token, {}, 409);
      console.log(`agenda: correo corregido ${appointment.code}`);
      booking.service.wakeOutbox();
      return c.redirect(`${PATHS.manage}?t=${corrected.manageToken}&nueva=1&hecho=correo`, 303);
    }),
  );
  return routes;
}
