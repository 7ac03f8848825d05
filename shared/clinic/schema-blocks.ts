// The building blocks of the content schema that need nothing but zod: here, beside the clinic's
// facts (./facts-schema.ts), which the service reads too, so those are checked with the same rules
// and messages as every other content file (app/content/schema.server.ts).
import { z } from "zod";

/** A pattern whose message the editor shows too (it reads `.meta({ patternError })`). */
export const matching = <S extends z.ZodString | z.ZodCoercedString>(schema: S, pattern: RegExp, message: string) =>
  schema.regex(pattern, message).meta({ patternError: message }) as S;

export const text = z.string({ error: "debe ser un texto" }).trim().min(1, "no puede estar vacío");

/** An optional field: the editor writes an emptied one as "" (or null), which means "not set". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A web address on https (the editor's link fields). */
export const httpsUrl = z.url({ protocol: /^https$/, error: "debe ser una dirección completa que empiece con https://" });
