// Step 1 of the booking, /app/reservar-cita/: the modality, the professional or «el primero
// disponible», and the free times of the next days with any, each a button that holds it
// (hold-routes.ts). Every refusal of a later step that cannot keep its own page answers with this
// one and its message (chooseAnswer).
import { Hono, type Context } from "hono";
import { addDays, MODALITIES, type FreeTime, type Modality } from "#shared/booking/free-times.ts";
import { FailureMessage } from "#server/form-submission/answer-page.tsx";
import { timesQuery, type BookingContext } from "./booking-context.ts";
import { button, card, Fallback, html, link, TimeList } from "./page-parts.tsx";
import { BOOKING_BASE, PATHS } from "./paths.ts";

export function chooseRoutes(booking: BookingContext) {
  const routes = new Hono();
  routes.get(BOOKING_BASE, (c) => c.redirect(PATHS.choose, 301));
  routes.get(PATHS.choose, (c) => chooseAnswer(booking, c));
  return routes;
}

// The page is the same for everyone asking the same: rendered once per version of the free times
// (free-times-cache.ts), per booking context.
const renderedPages = new WeakMap<BookingContext, Map<string, string>>();

/** Step 1 as the answer: with a refusal's `failure` when a later step sends the person back here. */
export function chooseAnswer(
  booking: BookingContext,
  c: Context,
  failure?: string,
  status: 200 | 403 | 409 | 410 | 429 = 200,
  override: { modality?: Modality } = {},
) {
  const query = { ...timesQuery(booking, c), ...override };
  const { days, later, published, key } = booking.freeTimes.days(query);
  const pageKey = `${key}|${query.modality}|${query.professional ?? ""}|${query.from ?? ""}`;
  let rendered = renderedPages.get(booking);
  if (!rendered) renderedPages.set(booking, (rendered = new Map()));
  if (!failure) {
    const page = rendered.get(pageKey);
    if (page) return html(c, page, status);
  }
  const earlier = query.from ? (addDays(query.from, -7) > query.today ? addDays(query.from, -7) : query.today) : undefined;
  const { content, document } = booking;
  const page = document(
    content.title,
    content.title,
    <ChoosePage
      booking={booking}
      modality={query.modality}
      professional={query.professional}
      days={days}
      published={published}
      failure={failure}
      later={later}
      earlier={earlier}
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
  days: { day: string; times: FreeTime[] }[];
  published: readonly string[];
  failure?: string;
  later?: string;
  earlier?: string;
}

function ChoosePage({ booking, modality, professional, days, published, failure, later, earlier }: ChooseProps) {
  const { content, professionals } = booking;
  const offered = professionals.filter((person) => published.includes(person.slug));
  const query = (from: string) =>
    `${PATHS.choose}?${new URLSearchParams({ modalidad: modality, ...(professional ? { profesional: professional } : {}), desde: from })}`;
  return (
    <>
      <p className="mb-6">{content.intro}</p>
      {failure ? <FailureMessage message={failure} spaced /> : null}
      {offered.length === 0 ? (
        <Fallback content={content} heading={content.choose.unpublishedHeading} intro={content.choose.unpublishedIntro} />
      ) : (
        <>
          <ChooseForm booking={booking} modality={modality} professional={professional} offered={offered} />
          <div className={`mt-6 ${card}`}>
            {days.length ? (
              <TimeList booking={booking} days={days} showWho={!professional} action={PATHS.hold} />
            ) : (
              <p className="font-bold">{content.choose.nothingHeading}</p>
            )}
            <p className="mt-6 flex flex-wrap gap-6">
              {earlier ? (
                <a href={query(earlier)} className={`${link} inline-flex min-h-11 items-center`}>
                  {content.choose.earlierDays}
                </a>
              ) : null}
              {later ? (
                <a href={query(later)} className={`${link} inline-flex min-h-11 items-center`}>
                  {content.choose.moreDays}
                </a>
              ) : null}
            </p>
          </div>
          {days.length ? null : (
            <Fallback content={content} heading={content.choose.nothingHeading} intro={content.choose.nothingIntro} />
          )}
        </>
      )}
    </>
  );
}

/** The choice itself: the modality and the professional, shown by a plain GET. */
function ChooseForm({
  booking: { content },
  modality,
  professional,
  offered,
}: Pick<ChooseProps, "booking" | "modality" | "professional"> & { offered: BookingContext["professionals"] }) {
  return (
    <form method="get" action={PATHS.choose} className={card} aria-label={content.choose.show}>
      <fieldset>
        <legend className="font-bold text-brand-blue-800">{content.choose.modality}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {MODALITIES.map((value) => (
            <div key={value} className="flex min-h-11 items-center gap-3">
              <input
                id={`cita-modalidad-${value}`}
                type="radio"
                name="modalidad"
                value={value}
                defaultChecked={modality === value}
                className="size-6 shrink-0 cursor-pointer accent-brand-blue-700"
              />
              <label htmlFor={`cita-modalidad-${value}`} className="cursor-pointer">
                {content.choose.modalities[value]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <label htmlFor="cita-profesional" className="mt-4 block font-bold text-brand-blue-800">
        {content.choose.professional}
      </label>
      <select
        id="cita-profesional"
        name="profesional"
        defaultValue={professional ?? ""}
        className="mt-1 block min-h-14 w-full rounded-2xl border border-slate-400 bg-white px-4 py-3 text-base"
      >
        <option value="">{content.choose.firstAvailable}</option>
        {offered.map((person) => (
          <option key={person.slug} value={person.slug}>
            {person.label}
          </option>
        ))}
      </select>
      <button type="submit" className={`mt-4 ${button}`}>
        {content.choose.show}
      </button>
    </form>
  );
}
