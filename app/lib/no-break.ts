/** Joins a short value's words with non-breaking spaces, so a phone number never wraps mid-number. */
export const noBreak = (text: string) => text.replace(/ /g, "\u00a0");
