// Spanish that depends on the data (issue 46): a word's gender comes from the field that decides
// it, never guessed from a person's name. A claim's kind is «el reclamo» or «la queja» (its `kind`
// field); nothing in an appointment says whether the patient is a man or a woman, so what staff
// read about the patient names the address that gets the e-mail, or says there is none. A day
// without appointments on which the clinic is closed says why: the holiday's or the closed day's name.
import { clinic } from "#shared/clinic/facts.ts";
import { isHoliday, peruHolidays } from "#shared/calendar/peru-holidays.ts";

/** A claim's kind with its articles: «Trabajar el reclamo», «Respuesta a la queja». */
export const CLAIM_NOUNS = {
  reclamo: { noun: "reclamo", the: "el reclamo", toThe: "al reclamo", answered: "respondido" },
  queja: { noun: "queja", the: "la queja", toThe: "a la queja", answered: "respondida" },
} as const;

/**
 * What staff read after a change that e-mails the patient (`what`: «Cita cambiada»): to which
 * address, or that there is none and how to tell them instead.
 */
export function patientMailNotice(what: string, email: string | null | undefined) {
  return email ? `${what}. Enviamos un correo a ${email}.` : `${what}. No dejó correo: avísale por WhatsApp o por teléfono.`;
}

/** Before a change, who will be e-mailed: «Se enviará un correo a …», or that nobody will. */
export function patientMailPreview(email: string | null | undefined) {
  return email ? `Se enviará un correo a ${email}.` : "No dejó correo: nadie recibirá un aviso; avísale tú.";
}

/** Why the clinic is closed on a Lima date (YYYY-MM-DD): a holiday's name or its own closed day's reason. */
export function closedDayName(date: string, facts: Pick<typeof clinic, "closedOnHolidays" | "closedDays"> = clinic) {
  const own = facts.closedDays.find((day) => day.date === date);
  if (own) return own.reason ? `${own.reason}: la clínica está cerrada.` : "La clínica está cerrada.";
  if (isHoliday(date)) {
    const name = peruHolidays(Number(date.slice(0, 4))).get(date)!;
    return facts.closedOnHolidays ? `Feriado: ${name}. La clínica está cerrada.` : `Feriado: ${name}.`;
  }
  return undefined;
}

/** What a day without appointments says: its holiday or closed day when it is one, else that there are none. */
export const noAppointments = (date: string) => {
  const closed = closedDayName(date);
  return closed ? `${closed} No hay citas.` : "No hay citas.";
};

/** A note or an answer staff wrote that is longer than `max` characters (both nouns are feminine). */
export const tooLongText = (what: "nota" | "respuesta", max: number) => `La ${what} puede tener como máximo ${max} caracteres.`;

/** Why a note or an answer was not saved: it was empty, or longer than `max`. */
export const textError = (what: "nota" | "respuesta", value: string, max: number) =>
  value.trim() ? tooLongText(what, max) : `Escribe la ${what} antes de guardarla.`;
