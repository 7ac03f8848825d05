// The guide's own inline script (/app/cuando-consultar): the questions, hidden without script,
// appear, and each change shows the answer the rule gives (when-to-consult-rule.ts, inlined with the
// thresholds as an argument). Every answer is already in the page, rendered at build time; this
// only picks which one shows. Nothing is stored or sent.
import { advise, THRESHOLDS, type Answers, type Thresholds } from "./when-to-consult-rule.ts";
import { inlineScript } from "./inline-script.ts";

/** The form's id and the fields' names, shared with the template. */
export const GUIDE_FORM = {
  id: "preguntas",
  answer: "respuesta",
  age: "edad",
  months: "meses",
  cycles: "reglas",
  signs: "situacion",
} as const;

export function guideScript(rule: typeof advise, keyOf: typeof answerKey, thresholds: Thresholds, names: typeof GUIDE_FORM) {
  const form = document.getElementById(names.id);
  if (!(form instanceof HTMLFormElement)) return;
  form.classList.remove("hidden");
  const show = () => {
    const data = new FormData(form);
    const answers = {
      age: data.get(names.age),
      months: data.get(names.months),
      // Each sign is a checkbox of its own (situacion-1, situacion-2…): any one ticked counts.
      signs: data.get(names.cycles) === "irregulares" || !!form.querySelector(`[name^="${names.signs}-"]:checked`),
    } as Answers;
    const key = keyOf(rule(answers, thresholds));
    for (const answer of form.querySelectorAll<HTMLElement>("[data-respuesta]"))
      answer.classList.toggle("hidden", answer.dataset.respuesta !== key);
  };
  form.addEventListener("change", show);
  // The button shows the answer too, and takes the reader to it.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    show();
    document.getElementById(names.answer)?.focus();
  });
  show();
}

/** The key of an answer's block (data-respuesta): the advice, and the months to wait if any. */
export function answerKey(result: ReturnType<typeof advise>) {
  return result ? result.advice + (result.waitMonths ? `-${result.waitMonths}` : "") : "";
}

/** The script as the page inlines it, minified. */
export const guideScriptSource = inlineScript(guideScript, advise, answerKey, THRESHOLDS, GUIDE_FORM);
