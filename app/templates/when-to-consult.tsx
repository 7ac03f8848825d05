import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { longDate } from "#shared/calendar/lima-clock.ts";
import { ButtonLink, buttonClasses } from "#app/components/ui/button.tsx";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { chatUrl } from "#app/config/site.ts";
import { getWhenToConsultPage } from "#app/content/content.server.ts";
import { fill } from "#shared/content/fill.ts";
import { pageMeta } from "#app/content/meta.server.ts";
import { advise, AGE_RANGES, CYCLES, MONTHS_TRYING, THRESHOLDS, type Advice } from "#app/lib/when-to-consult-rule.ts";
import { answerKey, GUIDE_FORM } from "#app/lib/when-to-consult-script.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { BOOKING_PATH } from "#shared/booking/links.ts";

/** The page for the first consultation request (issue 31, item 1), where the guide ends. */
export const REQUEST_PATH = "/pide-tu-primera-consulta";

export function pageData() {
  const page = getWhenToConsultPage();
  const { reviewerPerson: person } = page;
  // Every answer the rule can give, rendered here once: the script only picks one; the table shows them all.
  const blocks = new Map<string, { advice: Advice; waitMonths?: number }>();
  for (const age of AGE_RANGES)
    for (const months of MONTHS_TRYING)
      for (const signs of [false, true]) {
        const result = advise({ age, months, signs }, THRESHOLDS)!;
        blocks.set(answerKey(result), result);
      }
  const answers = [...blocks].map(([key, { advice, waitMonths }]) => ({
    key,
    title: page.answers[advice].title,
    body: fill(page.answers[advice].body, { meses: waitMonths ?? "" }),
  }));
  // Without script, every answer by age (a group of rows) and months; a wait says how long.
  const table = AGE_RANGES.map((age) => ({
    age: page.questions.age.options[age],
    rows: MONTHS_TRYING.map((months) => {
      const { advice, waitMonths } = advise({ age, months, signs: false }, THRESHOLDS)!;
      return {
        months: page.questions.months.options[months],
        answer: advice === "puedes-esperar" ? fill(page.table.wait, { meses: waitMonths! }) : page.answers[advice].title,
      };
    }),
  }));
  return {
    page,
    answers,
    table,
    reviewedBy: fill(page.reviewedBy, {
      reviewer: `${person.honorific} ${person.name}`,
      date: longDate(page.reviewed),
    }),
    meta: pageMeta({ title: page.title, description: page.description, path: "/cuando-consultar" }),
  };
}

const optionClasses =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-brand-blue-100 bg-white px-4 py-2 has-checked:border-brand-pink-600 has-checked:bg-brand-pink-50";

function Choice({
  name,
  value,
  label,
  type = "radio",
}: {
  name: string;
  value: string;
  label: string;
  type?: "radio" | "checkbox";
}) {
  return (
    <label className={optionClasses}>
      <input type={type} name={name} value={value} className="size-5 shrink-0 accent-brand-pink-600" />
      <span>{label}</span>
    </label>
  );
}

function Question({ legend, hint, children }: { legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="mt-8">
      <legend className="text-lg font-bold text-brand-blue-700">{legend}</legend>
      {hint ? <p className="mt-1 text-sm text-brand-blue-900">{hint}</p> : null}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type Data = ReturnType<typeof pageData>;

function WhenToConsult({ data }: { data: Data }) {
  const ui = useUi();
  const { page, answers, table, reviewedBy } = data;
  return (
    <article>
      <PageBanner title={page.title} narrow />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Prose html={page.body} className="text-lg" />
        <p className="mt-4 rounded-2xl bg-brand-blue-50 p-4">
          <Prose html={page.notDiagnosis} inline />
        </p>

        <Guide questions={page.questions} answers={answers} />
        <AnswersTable page={page} table={table} />
        <Criteria page={page} reviewedBy={reviewedBy} />

        <section aria-labelledby="siguiente-paso" className="mt-12 rounded-3xl bg-brand-blue-50 p-6" data-pagefind-ignore="all">
          <h2 id="siguiente-paso" className="text-2xl">
            {page.actions.heading}
          </h2>
          <p className="mt-2">
            <Prose html={page.actions.body} inline />
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <ButtonLink href={BOOKING_PATH}>{ui.booking.link}</ButtonLink>
            <ButtonLink href={REQUEST_PATH} variant="secondary">
              {page.actions.request}
            </ButtonLink>
            <ChatButton href={chatUrl} variant="secondary">
              {page.actions.chat}
            </ChatButton>
          </div>
        </section>
      </div>
    </article>
  );
}

/**
 * The guide's questions and its answer. Without script the questions cannot answer themselves:
 * hidden (its script, when-to-consult-script.ts, shows it), and the table below says it all.
 */
function Guide({ questions, answers }: { questions: Data["page"]["questions"]; answers: Data["answers"] }) {
  return (
    // Hidden by class, as the answers are: HTML's `hidden` is written hidden="" by React, which
    // the HTML checks refuse.
    <form id={GUIDE_FORM.id} aria-labelledby="preguntas-titulo" className="mt-10 hidden" data-pagefind-ignore="all">
      <h2 id="preguntas-titulo" className="text-2xl sm:text-3xl">
        {questions.heading}
      </h2>
      <p className="mt-2">
        <Prose html={questions.intro} inline />
      </p>
      <Question legend={questions.age.legend}>
        {AGE_RANGES.map((value) => (
          <Choice key={value} name={GUIDE_FORM.age} value={value} label={questions.age.options[value]} />
        ))}
      </Question>
      <Question legend={questions.months.legend}>
        {MONTHS_TRYING.map((value) => (
          <Choice key={value} name={GUIDE_FORM.months} value={value} label={questions.months.options[value]} />
        ))}
      </Question>
      <Question legend={questions.cycles.legend}>
        {CYCLES.map((value) => (
          <Choice key={value} name={GUIDE_FORM.cycles} value={value} label={questions.cycles.options[value]} />
        ))}
      </Question>
      <Question legend={questions.signs.legend} hint={questions.signs.hint}>
        {questions.signs.items.map((label, index) => (
          <Choice key={label} type="checkbox" name={`${GUIDE_FORM.signs}-${index + 1}`} value="si" label={label} />
        ))}
      </Question>
      <button type="submit" className={buttonClasses("primary", "mt-8")}>
        {questions.submit}
      </button>
      <section
        id={GUIDE_FORM.answer}
        tabIndex={-1}
        aria-labelledby="respuesta-titulo"
        className="mt-8 rounded-3xl bg-brand-pink-50 p-6 shadow-md"
      >
        <h2 id="respuesta-titulo" className="text-xl sm:text-2xl">
          {questions.answerHeading}
        </h2>
        <div aria-live="polite" className="mt-3">
          <p data-respuesta="">{questions.waiting}</p>
          {answers.map((answer) => (
            <div key={answer.key} data-respuesta={answer.key} className="hidden">
              <p className="text-xl font-bold text-brand-blue-700">{answer.title}</p>
              <Prose html={answer.body} className="mt-2" />
            </div>
          ))}
        </div>
      </section>
    </form>
  );
}

/** Every answer by age and months, for readers without script and for those who want them all. */
function AnswersTable({ page, table }: { page: Data["page"]; table: Data["table"] }) {
  const { questions } = page;
  return (
    <details className="mt-10 rounded-2xl border-2 border-brand-blue-100 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center p-4 font-bold text-brand-blue-700">
        {page.table.summary}
      </summary>
      <div className="overflow-x-auto px-4 pb-4">
        <table className="w-full border-collapse text-left">
          <caption className="pb-3 text-left">{page.table.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b-2 border-brand-blue-100 p-2">
                {page.table.ageHeading}
              </th>
              <th scope="col" className="border-b-2 border-brand-blue-100 p-2">
                {page.table.monthsHeading}
              </th>
              <th scope="col" className="border-b-2 border-brand-blue-100 p-2">
                {page.table.answerHeading}
              </th>
            </tr>
          </thead>
          {table.map((group) => (
            <tbody key={group.age}>
              {group.rows.map((row, index) => (
                <tr key={row.months} className="align-top">
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={group.rows.length} className="border-b border-brand-blue-100 p-2">
                      {group.age}
                    </th>
                  ) : null}
                  <td className="border-b border-brand-blue-100 p-2">{row.months}</td>
                  <td className="border-b border-brand-blue-100 p-2 font-bold text-brand-blue-700">{row.answer}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
        <p className="mt-3">
          <Prose html={page.table.signsNote} inline />
        </p>
        <ul className="mt-2 list-disc pl-6">
          <li>{questions.cycles.options.irregulares}</li>
          {questions.signs.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}

/** The criteria the guide follows, its sources and who reviewed it when. */
function Criteria({ page, reviewedBy }: { page: Data["page"]; reviewedBy: string }) {
  return (
    <section aria-labelledby="criterios" className="mt-12">
      <h2 id="criterios" className="text-2xl sm:text-3xl">
        {page.criteria.heading}
      </h2>
      <Prose html={page.criteria.body} className="mt-4" />
      <h3 className="mt-6 text-lg">{page.sources.heading}</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6 text-sm">
        {page.sources.items.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="break-words">
              {source.title}
            </a>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm">{reviewedBy}</p>
    </section>
  );
}

/** The page, with the texts of content/ui.yml its components read. */
export default withTexts(WhenToConsult);
