// «¿Cuándo consultar?» (content/paginas/cuando-consultar.md): the guide's questions, its answers for
// each outcome of the rule (app/lib/when-to-consult-rule.ts), its table, criteria and sources.
import { z } from "zod";
import { text } from "#shared/clinic/schema-blocks.ts";
import { ADVICE, AGE_RANGES, CYCLES, MONTHS_TRYING } from "#app/lib/when-to-consult-rule.ts";
import {
  group,
  inlineMarkdown,
  isoDate,
  markdown,
  markdownFile,
  pageDescription,
  pageTitle,
  references,
  slug,
} from "./content-fields.server.ts";

/** The options of one question of the guide, each named for the editor. */
const question = <Key extends string>(label: string, options: Record<Key, string>) =>
  z.object({ legend: text.meta({ label: "Pregunta" }), options: group("Respuestas", options) }).meta({ label });

/**
 * «¿Cuándo consultar?» (paginas/cuando-consultar.md): the questions, the guidance for each answer
 * of the rule (app/lib/when-to-consult-rule.ts, which holds the thresholds), the criteria with their
 * sources, and the physician of the staff who reviewed it (checked against staff/ by the reader).
 * In `answers["puedes-esperar"].body` and `answers["ya-es-momento"].body`, {meses} is the months of trying after which to consult at that age.
 */
const answer = z.object({ title: text.meta({ label: "Título" }), body: markdown.meta({ label: "Texto", widget: "markdown" }) });
/** How the editor names each answer of the rule (the keys are fixed: app/lib/when-to-consult-rule.ts reads them). */
const answerWords: Record<(typeof ADVICE)[number], { label: string; hint?: string }> = {
  "ahora-senales": { label: "Consultar ahora (por una situación o las reglas)" },
  "ahora-edad": { label: "Consultar ahora (40 años o más)" },
  "ya-es-momento": { label: "Ya es momento", hint: "{meses} son los meses tras los que conviene consultar a esa edad." },
  "puedes-esperar": { label: "Puede esperar", hint: "{meses} son los meses que conviene seguir intentando." },
  "cuando-quieras": { label: "Cuando quiera (sin pareja masculina)" },
};
const whenToConsultFrontMatter = z.object({
  title: pageTitle,
  description: pageDescription,
  reviewer: slug.meta({ label: "Médico que revisó la guía", hint: "El nombre de su archivo en staff/, sin .md." }),
  reviewed: isoDate.meta({ label: "Fecha de la revisión", hint: "AAAA-MM-DD." }),
  /** {reviewer} and {date}: who reviewed the guide, and when. */
  reviewedBy: text.meta({ label: "Línea de la revisión", hint: "{reviewer} es el médico; {date}, la fecha." }),
  notDiagnosis: inlineMarkdown.meta({ label: "Aviso: no es un diagnóstico" }),
  questions: z
    .object({
      heading: text.meta({ label: "Título de las preguntas" }),
      intro: inlineMarkdown.meta({ label: "Introducción de las preguntas" }),
      age: question("Edad", { "menos-de-35": "Menos de 35", "35-a-39": "De 35 a 39", "40-o-mas": "40 o más" } satisfies Record<
        (typeof AGE_RANGES)[number],
        string
      >),
      months: question("Tiempo buscando", {
        "menos-de-6": "Menos de 6 meses",
        "6-a-11": "De 6 a 11 meses",
        "12-o-mas": "12 meses o más",
        "sin-pareja-masculina": "Sin pareja masculina",
      } satisfies Record<(typeof MONTHS_TRYING)[number], string>),
      cycles: question("Reglas", {
        regulares: "Regulares",
        irregulares: "Irregulares o ausentes",
        "no-se": "No lo sabe",
      } satisfies Record<(typeof CYCLES)[number], string>),
      signs: z
        .object({
          legend: text.meta({ label: "Pregunta" }),
          hint: text.meta({ label: "Ayuda" }),
          items: z.array(text).min(1, "indica al menos una señal").meta({ label: "Situaciones", singular: "situación" }),
        })
        .meta({ label: "Situaciones que piden consultar ya" }),
      /** The button that shows the answer (it also shows as each question is answered). */
      submit: text.meta({ label: "Texto del botón" }),
      /** Shown in the answer's place until the answers are enough. */
      waiting: text.meta({ label: "Mensaje antes de responder" }),
      answerHeading: text.meta({ label: "Título de la respuesta" }),
    })
    .meta({ label: "Preguntas" }),
  answers: z
    .object(
      Object.fromEntries(ADVICE.map((key) => [key, answer.meta(answerWords[key])])) as Record<
        (typeof ADVICE)[number],
        typeof answer
      >,
    )
    .meta({ label: "Respuestas de la guía" }),
  table: z
    .object({
      summary: text.meta({ label: "Texto para abrir la tabla" }),
      caption: text.meta({ label: "Leyenda de la tabla" }),
      ageHeading: text.meta({ label: "Columna de la edad" }),
      monthsHeading: text.meta({ label: "Columna del tiempo" }),
      answerHeading: text.meta({ label: "Columna de la respuesta" }),
      /** The answer when it can wait; {meses}: how long. */
      wait: text.meta({ label: "Respuesta cuando puede esperar", hint: "{meses} son los meses." }),
      signsNote: inlineMarkdown.meta({ label: "Nota sobre las situaciones" }),
    })
    .meta({ label: "Tabla sin JavaScript" }),
  criteria: z
    .object({
      heading: text.meta({ label: "Título" }),
      body: markdown.meta({ label: "Criterios con sus fuentes", widget: "markdown" }),
    })
    .meta({ label: "En qué se basa" }),
  sources: z
    .object({
      heading: text.meta({ label: "Título" }),
      items: references({ label: "Fuentes", singular: "fuente" }),
    })
    .meta({ label: "Fuentes" }),
  actions: z
    .object({
      heading: text.meta({ label: "Título" }),
      body: inlineMarkdown.meta({ label: "Texto" }),
      request: text.meta({ label: "Botón de la solicitud de consulta" }),
      chat: text.meta({ label: "Botón del chat" }),
    })
    .meta({ label: "Siguiente paso" }),
});
export const whenToConsultSchema = markdownFile(whenToConsultFrontMatter, markdown.meta({ label: "Introducción" }));
