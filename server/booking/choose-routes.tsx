// Step 1 of the booking, /app/reservar-cita/, made for a phone (issue 45): the modality as two
// links, the professional as a filter, the week's days as a strip that says how many free times
// each has (the next and the previous week at its top), and the chosen day's times as short buttons
// that hold it (hold-routes.ts); then what the consultation is (length, price, place, the change
// rule). A professional without free times is named, with «el primero disponible» and the request
// with that professional kept. Every refusal of a later step that cannot keep its own page answers
// with this one and its message (chooseAnswer).
import { Hono, type Context } from "hono";
import { addDays, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import { fill } from "#shared/content/fill.ts";
import { FailureMessage } from "#server/form-submission/answer-page.tsx";
import { timesQuery, type BookingContext } from "./booking-context.ts";
import {
  ConsultationFacts,
  DayStrip,
  dayName,
  ModalityLinks,
  shortTimeButton,
  STRIP_DAYS,
  TimeButton,
  weekOf,
} from "./chooser.tsx";
import { button, card, Fallback, html, labelOf, link } from "./page-parts.tsx";
import { BOOKING_BASE, PATHS, REQUEST_PAGE, timeValue } from "./paths.ts";
import { consultationLength, readSettings } from "./store.ts";

export function chooseRoutes(booking: BookingContext) {
  const routes = new Hono();
  routes.get(BOOKING_BASE, (c) => c.redirect(PATHS.choose, 301));
  routes.get(PATHS.choose, (c) => chooseAnswer(booking, c));
  return routes;
}

// The page is the same for everyone asking the same: rendered once per version of the free times
// (free-times-cache.ts), per booking context.
const renderedPages = new WeakMap<BookingContext, Map<string, string>>();
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Step 1 as the answer: with a refusal's `failure` when a later step sends the person back here. */
export function chooseAnswer(
  booking: BookingContext,
  c: Context,
  failure?: string,
  status: 200 | 403 | 409 | 410 | 429 = 200,
  override: { modality?: Modality } = {},
) {
  const query = { ...timesQuery(booking, c), ...override };
  const dia = c.req.query("dia");
  const wantedDay = dia && DAY.test(dia) ? dia : undefined;
  const { times, published, key } = booking.freeTimes.days({ modality: query.modality, professional: query.professional });
  const pageKey = `${key}|${query.modality}|${query.professional ?? ""}|${query.from ?? ""}|${wantedDay ?? ""}`;
  let rendered = renderedPages.get(booking);
  if (!rendered) renderedPages.set(booking, (rendered = new Map()));
  if (!failure) {
    const page = rendered.get(pageKey);
    if (page) return html(c, page, status);
  }
  // The week shown: the one asked for, else this one, else (nothing free this week) the first with a time.
  const thisWeekEnd = addDays(query.today, STRIP_DAYS - 1);
  const start = query.from ?? (times[0] && times[0].day > thisWeekEnd ? times[0].day : query.today);
  const week = weekOf(times, start);
  const chosen =
    week.find(({ day, times: ofDay }) => day === wantedDay && ofDay.length) ?? week.find(({ times: ofDay }) => ofDay.length);
  const next = addDays(start, STRIP_DAYS);
  const previous = addDays(start, -STRIP_DAYS);
  const settings = readSettings(booking.db);
  const { content, document } = booking;
  const page = document(
    content.title,
    content.title,
    <ChoosePage
      booking={booking}
      modality={query.modality}
      professional={query.professional}
      week={week}
      chosen={chosen}
      published={published}
      failure={failure}
      later={times.some((time) => time.day >= next) ? next : undefined}
      earlier={start > query.today ? (previous > query.today ? previous : query.today) : undefined}
      minutes={consultationLength(booking.db, query.professional)}
      changeHours={settings.patientChangeHours}
    />,
  );
  if (!failure) {
    // Pages of older versions are never asked for again: dropped all at once now and then.
    if (rendered.size > 200) rendered.clear();
    rendered.set(pageKey, page);
  }
  return html(c, page, status);
}

interface ChooseProps {
  booking: BookingContext;
  modality: Modality;
  professional?: string;
  week: { day: string; times: FreeTime[] }[];
  chosen?: { day: string; times: FreeTime[] };
  published: readonly string[];
  failure?: string;
  later?: string;
  earlier?: string;
  minutes: number;
  changeHours: number;
}

/** The chooser's address for a choice: the modality, the professional, the week and the day. */
const chooseHref = (choice: { modality: Modality; professional?: string; from?: string; day?: string }) =>
  `${PATHS.choose}?${new URLSearchParams({
    modalidad: choice.modality,
    ...(choice.professional ? { profesional: choice.professional } : {}),
    ...(choice.from ? { desde: choice.from } : {}),
    ...(choice.day ? { dia: choice.day } : {}),
  })}`;

function ChoosePage(props: ChooseProps) {
  const { booking, modality, professional, week, chosen, published, failure, later, earlier } = props;
  const { content, professionals } = booking;
  const offered = professionals.filter((person) => published.includes(person.slug));
  if (offered.length === 0)
    return (
      <>
        {failure ? <FailureMessage message={failure} spaced /> : null}
        <Fallback content={content} heading={content.choose.unpublishedHeading} intro={content.choose.unpublishedIntro} />
      </>
    );
  const nothing = week.every(({ times }) => times.length === 0) && !later;
  const from = week[0]!.day;
  return (
    <>
      <p className="mb-4">{content.intro}</p>
      {failure ? <FailureMessage message={failure} spaced /> : null}
      <ModalityLinks content={content} modality={modality} href={(value) => chooseHref({ modality: value, professional })} />
      <ProfessionalFilter booking={booking} modality={modality} professional={professional} offered={offered} />
      {professional && nothing ? (
        <ProfessionalWithout booking={booking} modality={modality} professional={professional} />
      ) : nothing ? (
        <Fallback content={content} heading={content.choose.nothingHeading} intro={content.choose.nothingIntro} />
      ) : (
        <div className={`mt-4 ${card}`}>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-bold text-brand-blue-800">{content.choose.daysHeading}</h2>
            <p className="flex gap-1">
              {earlier ? (
                <a
                  href={chooseHref({ modality, professional, from: earlier })}
                  className={`${link} inline-flex min-h-11 items-center px-1 text-sm`}
                >
                  ‹ {content.choose.earlierDays}
                </a>
              ) : null}
              {later ? (
                <a
                  href={chooseHref({ modality, professional, from: later })}
                  className={`${link} inline-flex min-h-11 items-center px-1 text-sm`}
                >
                  {content.choose.moreDays} ›
                </a>
              ) : null}
            </p>
          </div>
          <div className="mt-2">
            <DayStrip
              content={content}
              week={week}
              chosen={chosen?.day}
              href={(day) => `${chooseHref({ modality, professional, from, day })}#cita-horarios`}
            />
          </div>
          {chosen ? (
            <form method="post" action={PATHS.hold} aria-labelledby="cita-horarios" className="mt-5">
              <h2 id="cita-horarios" className="text-lg font-bold text-brand-blue-800 first-letter:uppercase">
                {dayName(chosen.day)}
              </h2>
              <p className="text-sm text-slate-700">
                {professional ? `${labelOf(professionals, professional)} · ` : ""}
                {content.limaTime}
              </p>
              <ul className="mt-3 grid grid-cols-3 gap-2">
                {chosen.times.map((time) => (
                  <li key={timeValue(time)}>
                    <TimeButton time={time} value={timeValue(time)} className={shortTimeButton} />
                  </li>
                ))}
              </ul>
            </form>
          ) : (
            <p className="mt-5 font-bold">{content.choose.nothingHeading}</p>
          )}
        </div>
      )}
      <div className="mt-4">
        <ConsultationFacts content={content} modality={modality} minutes={props.minutes} changeHours={props.changeHours} />
      </div>
      <p className="mt-4">
        <a href={PATHS.resend} className={`${link} inline-flex min-h-11 items-center`}>
          {content.resend.link}
        </a>
      </p>
    </>
  );
}

/** The professional as a filter: a plain GET that keeps the modality. */
function ProfessionalFilter({
  booking: { content },
  modality,
  professional,
  offered,
}: Pick<ChooseProps, "booking" | "modality" | "professional"> & { offered: BookingContext["professionals"] }) {
  return (
    <form method="get" action={PATHS.choose} className="mt-3 flex items-end gap-2">
      <input type="hidden" name="modalidad" value={modality} />
      <div className="min-w-0 flex-1">
        <label htmlFor="cita-profesional" className="block text-sm font-bold text-brand-blue-800">
          {content.choose.professional}
        </label>
        <select
          id="cita-profesional"
          name="profesional"
          defaultValue={offered.some((person) => person.slug === professional) ? professional : ""}
          className="mt-1 block min-h-11 w-full rounded-2xl border border-slate-400 bg-white px-3 py-2 text-base"
        >
          <option value="">{content.choose.firstAvailable}</option>
          {offered.map((person) => (
            <option key={person.slug} value={person.slug}>
              {person.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${button} px-5`}>
        {content.choose.filter}
      </button>
    </form>
  );
}

/** A professional with no free time in this modality: named, with the first available and the request kept for them. */
function ProfessionalWithout({
  booking: { content, professionals },
  modality,
  professional,
}: Pick<ChooseProps, "booking" | "modality"> & { professional: string }) {
  const name = labelOf(professionals, professional);
  return (
    <section aria-labelledby="cita-sin-horarios" className={`mt-4 ${card}`}>
      <h2 id="cita-sin-horarios" className="text-xl font-bold text-brand-blue-800">
        {content.choose.nothingHeading}
      </h2>
      <p className="mt-2">{fill(content.choose.professionalWithout, { professional: name })}</p>
      <p className="mt-4 flex flex-wrap gap-4">
        <a href={chooseHref({ modality })} className={button}>
          {content.choose.firstAvailableLink}
        </a>
        <a
          href={`${REQUEST_PAGE}?${new URLSearchParams({ profesional: professional })}`}
          className={`${link} inline-flex min-h-11 items-center`}
        >
          {fill(content.choose.requestWith, { professional: name })}
        </a>
      </p>
    </section>
  );
}
