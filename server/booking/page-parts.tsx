// What the patient's booking pages share (no script at all; in the answer pages' document,
// server/form-submission/answer-page.tsx): the headers, the classes, the list of free times, the
// «nothing fits» box and the message page. Every text comes from content/reservar-cita.yml; React
// escapes every value.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ReactNode } from "react";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import type { FreeTime } from "#shared/booking/free-times.ts";
import { clinic } from "#shared/clinic/facts.ts";
import { fill } from "#shared/content/fill.ts";
import { ANSWER_PAGE_CSP, FailureMessage, REFERRER_POLICY_SECRET_URL } from "#server/form-submission/answer-page.tsx";
import type { BookingContext } from "./booking-context.ts";
import { shortTime, weekdayDate } from "./calendar.ts";
import { PATHS, REQUEST_PAGE, timeValue } from "./paths.ts";
import { timeName } from "./chooser.tsx";

// Every page is no-store, noindex, with the answer pages' policy and Referrer-Policy: strict-origin
// (REFERRER_POLICY_SECRET_URL: a real Origin on its posts, no path or query in any Referer): the
// manage link's secret (`t`) is in the query, which nothing here logs (server/app.ts logs a
// failing request's path only).
const PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Content-Security-Policy": ANSWER_PAGE_CSP,
  "Referrer-Policy": REFERRER_POLICY_SECRET_URL,
  "X-Robots-Tag": "noindex",
};

export type PageStatus = 200 | 400 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

/** A booking page as the answer, with the booking's headers. */
export const html = (c: Context, body: string, status: PageStatus = 200) => c.html(body, status, PAGE_HEADERS);

export const link = "font-bold text-brand-blue-700 underline underline-offset-2";
export const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100 sm:p-6";
export const button =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-pink-600 px-8 py-2.5 font-bold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-700";
export const timeButton =
  "min-h-11 min-w-24 rounded-2xl border border-brand-blue-300 bg-white px-4 py-2 text-left font-bold text-brand-blue-700 hover:bg-brand-blue-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-700";

export const whatsappLink = (text: string) =>
  `https://wa.me/${clinic.whatsappE164.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;

export const labelOf = (professionals: BookingContext["professionals"], slug: string) =>
  professionals.find((person) => person.slug === slug)?.label ?? slug;

/** What the request page and the chat offer when nothing fits. */
export function Fallback({ content, heading, intro }: { content: BookingContent; heading: string; intro: string }) {
  return (
    <section aria-labelledby="cita-sin-horarios" className={`mt-6 ${card}`}>
      <h2 id="cita-sin-horarios" className="text-xl font-bold text-brand-blue-800">
        {heading}
      </h2>
      <p className="mt-2">{intro}</p>
      <p className="mt-4 flex flex-wrap gap-4">
        <a href={REQUEST_PAGE} className={button}>
          {content.choose.requestLink}
        </a>
        <a href={whatsappLink(content.choose.chatText)} className={`${link} inline-flex min-h-11 items-center`} rel="noopener">
          {content.choose.chatLink}
        </a>
      </p>
    </section>
  );
}

/** The free times of some days, each a button of one form that holds (or moves to) it. */
export function TimeList({
  booking: { content, professionals },
  days,
  showWho,
  action,
  hidden,
  heading = content.choose.timesHeading,
}: {
  booking: BookingContext;
  days: { day: string; times: FreeTime[] }[];
  showWho: boolean;
  action: string;
  hidden?: ReactNode;
  heading?: string;
}) {
  return (
    <form method="post" action={action} aria-labelledby="cita-horarios">
      {hidden}
      <h2 id="cita-horarios" className="text-xl font-bold text-brand-blue-800">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{content.limaTime}</p>
      {days.map(({ day, times }) => (
        <section key={day} aria-labelledby={`dia-${day}`} className="mt-5">
          <h3 id={`dia-${day}`} className="font-bold text-slate-900 first-letter:uppercase">
            {weekdayDate(times[0]!.start)}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {times.map((time) => (
              <li key={timeValue(time)}>
                {/* Its accessible name carries its day: a button never says only «9:45 a. m.». */}
                <button
                  type="submit"
                  name="hora"
                  value={timeValue(time)}
                  aria-label={showWho ? `${timeName(time)}, ${labelOf(professionals, time.professional)}` : timeName(time)}
                  className={timeButton}
                >
                  {showWho
                    ? fill(content.choose.timeWith, {
                        time: shortTime(time.start),
                        professional: labelOf(professionals, time.professional),
                      })
                    : shortTime(time.start)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </form>
  );
}

/** «Volver al inicio»: the way back to the site from every page of the booking that ends a path. */
export function HomeLink({ content }: { content: BookingContent }) {
  return (
    <a href="/app/" className={link}>
      {content.manage.back}
    </a>
  );
}

/** A message alone (an invalid link, a refusal before anything was read), as a whole page. */
export function messagePage({ content, document }: BookingContext, message: string, status?: "ok") {
  return document(
    content.title,
    content.title,
    <>
      {status === "ok" ? <p role="status">{message}</p> : <FailureMessage message={message} spaced />}
      <p className="mt-6 flex flex-wrap gap-6">
        <a href={PATHS.resend} className={link}>
          {content.resend.link}
        </a>
        <a href={PATHS.choose} className={link}>
          {content.title}
        </a>
        <HomeLink content={content} />
      </p>
    </>,
  );
}

/** The answer to a manage link that opens nothing (unknown, expired, or its time past): 404. */
export const invalidLink = (booking: BookingContext, c: Context) =>
  html(c, messagePage(booking, fill(booking.content.manage.invalid, { phone: clinic.phone })), 404);

/** The forms' body limit: 413 with the booking's own message. */
export const formLimit = (booking: BookingContext) =>
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => html(c, messagePage(booking, booking.failures.tooLarge), 413) });
