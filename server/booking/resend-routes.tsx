// «¿No te llegó el correo?», /app/reservar-cita/reenviar: the person writes the e-mail or the phone
// they booked with, and each future appointment of theirs gets a new manage link, sent to the e-mail
// on record only (store.ts resendLinks). The answer is the same whether or not anything was found,
// so the page tells no one whether a person has an appointment. Limited per sender and per
// address or phone asked for, so that it cannot fill someone's inbox.
import { Hono, type Context } from "hono";
import { isPeruPhone } from "#shared/clinic/phone.ts";
import { isPlainEmail } from "#shared/forms/form-rules.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { fill } from "#shared/content/fill.ts";
import { FailureMessage } from "#server/form-submission/answer-page.tsx";
import { isCrossSite } from "#server/form-submission/cross-site.ts";
import { createRateLimit } from "#server/rate-limit.ts";
import { formValues, limited, type BookingContext } from "./booking-context.ts";
import { linkMail } from "./mails.tsx";
import { button, card, formLimit, html, HomeLink } from "./page-parts.tsx";
import { PATHS } from "./paths.ts";
import { emailKey, phoneKey, resendLinks } from "./store.ts";

export function resendRoutes(booking: BookingContext) {
  const { db, now, content, mail, failures } = booking;
  const routes = new Hono();
  // Per address or phone asked for (its key, in memory): a few links an hour, whoever asks.
  const perContact = createRateLimit({ max: 3, windowMs: 60 * 60_000 });

  const page = (
    c: Context,
    { sent, failure, typed = "" }: { sent?: boolean; failure?: string; typed?: string },
    status: 200 | 403 | 422 | 429 = 200,
  ) =>
    html(
      c,
      booking.document(
        content.resend.title,
        content.resend.title,
        <ResendPage booking={booking} sent={sent} failure={failure} typed={typed} />,
      ),
      status,
    );

  routes.get(PATHS.resend, (c) => page(c, {}));

  routes.post(PATHS.resend, formLimit(booking), async (c) => {
    if (isCrossSite(c, booking.service.origin)) return page(c, { failure: failures.crossSite }, 403);
    const typed = ((await formValues(c)).contacto ?? "").trim().slice(0, 200);
    // The forms' own rules: a plain address, or a number Peru's rules read.
    const email = isPlainEmail(typed) ? typed : undefined;
    const phone = !email && isPeruPhone(typed) ? typed : undefined;
    if (!email && !phone) return page(c, { failure: content.resend.invalid, typed }, 422);
    if (await limited(booking, c, booking.bookingLimit)) return page(c, { failure: failures.tooMany, typed }, 429);
    const key = email ? `e:${emailKey(email)}` : `p:${phoneKey(phone!)}`;
    // Past its limit, the same answer as always, and nothing sent.
    if (
      (await perContact.hit(key)).allowed &&
      resendLinks(db, { email, phone }, now(), (appointment, token) => linkMail(mail, appointment, token))
    )
      booking.service.wakeOutbox();
    return page(c, { sent: true });
  });
  return routes;
}

function ResendPage({
  booking: { content },
  sent,
  failure,
  typed,
}: {
  booking: BookingContext;
  sent?: boolean;
  failure?: string;
  typed: string;
}) {
  if (sent)
    return (
      <>
        <p role="status" className="rounded-2xl bg-brand-blue-50 px-4 py-3 font-bold text-brand-blue-800">
          {fill(content.resend.sent, { phone: clinic.phone })}
        </p>
        <p className="mt-6">
          <HomeLink content={content} />
        </p>
      </>
    );
  return (
    <>
      {failure ? <FailureMessage message={failure} spaced /> : null}
      <form method="post" action={PATHS.resend} className={card} noValidate>
        <p>{content.resend.intro}</p>
        <label htmlFor="cita-contacto" className="mt-4 block font-bold text-brand-blue-800">
          {content.resend.field}
        </label>
        <input
          id="cita-contacto"
          name="contacto"
          type="text"
          inputMode="email"
          autoComplete="email"
          maxLength={200}
          defaultValue={typed}
          aria-invalid={failure === content.resend.invalid ? true : undefined}
          className="mt-1 block min-h-12 w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base"
        />
        <button type="submit" className={`mt-4 ${button}`}>
          {content.resend.submit}
        </button>
      </form>
    </>
  );
}
