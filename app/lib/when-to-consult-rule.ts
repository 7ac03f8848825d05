// «¿Cuándo consultar?» (/app/cuando-consultar): the guide's one rule, from a few answers to plain
// guidance. The thresholds are the societies' (cited on the page, content/paginas/cuando-consultar.md):
// evaluation after 12 months of trying under 35, after 6 months from 35 (ASRM, Definition of
// infertility, 2023), at once from 40 (ASRM, Fertility evaluation of infertile women, 2021) or with
// a known condition or sign (ASRM 2021, NICE CG156). Not a diagnosis; nothing is stored.
//
// `advise` is written to run as it is in the page (its source is inlined, like page-script.ts):
// it uses nothing but its arguments. when-to-consult-rule.test.ts fixes every answer.

export const THRESHOLDS = {
  monthsUnder35: 12,
  monthsFrom35: 6,
} as const;
export type Thresholds = { readonly [Key in keyof typeof THRESHOLDS]: number };

/**
 * The answers' values, as the form's fields send them and the content names their labels. The
 * age ranges' bounds are the thresholds' ages: 35 (the shorter wait) and 40 (consult now).
 */
export const AGE_RANGES = ["menos-de-35", "35-a-39", "40-o-mas"] as const;
export const MONTHS_TRYING = ["menos-de-6", "6-a-11", "12-o-mas", "sin-pareja-masculina"] as const;
export const CYCLES = ["regulares", "irregulares", "no-se"] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export type MonthsTrying = (typeof MONTHS_TRYING)[number];

/** The guidance: consult now (for a sign, or for age), it is time, it can wait, or whenever you wish. */
export const ADVICE = ["ahora-senales", "ahora-edad", "ya-es-momento", "puedes-esperar", "cuando-quieras"] as const;
export type Advice = (typeof ADVICE)[number];

export interface Answers {
  age?: AgeRange | "";
  months?: MonthsTrying | "";
  /** A known condition or sign, or cycles that are irregular or absent. */
  signs: boolean;
}

/**
 * The guidance for `answers`, or undefined while it needs more of them; `waitMonths` is the months
 * of trying after which the societies advise consulting at that age: how long to keep trying when
 * it can wait, and the threshold already reached when it is time (both answers name it).
 */
export function advise(answers: Answers, thresholds: Thresholds): { advice: Advice; waitMonths?: number } | undefined {
  if (answers.signs) return { advice: "ahora-senales" };
  if (answers.age === "40-o-mas") return { advice: "ahora-edad" };
  if (!answers.age || !answers.months) return undefined;
  // No male partner (a woman alone, two women): nothing to wait for.
  if (answers.months === "sin-pareja-masculina") return { advice: "cuando-quieras" };
  const waitMonths = answers.age === "menos-de-35" ? thresholds.monthsUnder35 : thresholds.monthsFrom35;
  // The least months each range means.
  const monthsAtLeast = { "menos-de-6": 0, "6-a-11": 6, "12-o-mas": 12 }[answers.months];
  return { advice: monthsAtLeast >= waitMonths ? "ya-es-momento" : "puedes-esperar", waitMonths };
}
