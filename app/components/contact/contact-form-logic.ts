// The contact form's rules, apart from React and the SDK so they can be tested on their own.

/** The spec's four fields, in the order the form shows them; their names go to EmailJS as is. */
export const contactFields = ["nombre", "numero", "edad", "mensaje"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export const emptyContact: ContactValues = { nombre: "", numero: "", edad: "", mensaje: "" };

/**
 * The spec's only rule: every field needs something besides whitespace. Deliberately no format or
 * length check: people write their number and age in many ways, and all of them are fine.
 */
export function missingFields(values: ContactValues): ContactField[] {
  return contactFields.filter((field) => !values[field].trim());
}

/** What the person is told: "failed" offers WhatsApp, "throttled" asks them to wait a moment. */
export type FailureKind = "failed" | "throttled";
export type SendFailure = { kind: FailureKind; status: number; text: string };

type ResponseStatusLike = { status: number; text: string };

function isResponseStatus(reason: unknown): reason is ResponseStatusLike {
  return (
    typeof reason === "object" &&
    reason !== null &&
    typeof (reason as ResponseStatusLike).status === "number" &&
    typeof (reason as ResponseStatusLike).text === "string"
  );
}

/**
 * Maps whatever the EmailJS SDK rejected with to a status and text to log and a message to show.
 * The SDK rejects with an EmailJSResponseStatus for any non-2xx answer and for its own refusals
 * (403 block list, 429 limitRate, 451 headless); with the fetch TypeError when the network fails;
 * and with a plain string when its parameters are invalid (a missing id, say).
 */
export function describeFailure(reason: unknown): SendFailure {
  if (isResponseStatus(reason)) {
    // 429 is both the SDK's own limitRate and the service's throttle: either way, waiting helps.
    return { kind: reason.status === 429 ? "throttled" : "failed", status: reason.status, text: reason.text };
  }
  // Status 0 is the SDK's own convention for "no answer" (EmailJSResponseStatus's default).
  if (reason instanceof TypeError) return { kind: "failed", status: 0, text: `Network Error: ${reason.message}` };
  if (typeof reason === "string") return { kind: "failed", status: 0, text: reason };
  if (reason instanceof Error) return { kind: "failed", status: 0, text: `${reason.name}: ${reason.message}` };
  return { kind: "failed", status: 0, text: String(reason) };
}
