// The numbers in the codes patients and staff read (citas, consultas, reclamos): one row a sequence in
// code_sequences (migrations 0041 and 0070), advanced or started in the caller's transaction, so a
// purge of the newest rows never gives a number again (a row's id would).
import type { Db } from "./db.ts";

/** The next number of the sequence `name`; call it inside the transaction that stores the row. */
export const nextInSequence = (db: Db, name: string) =>
  (
    db
      .prepare(
        `INSERT INTO code_sequences (name, last) VALUES (?, 1)
         ON CONFLICT (name) DO UPDATE SET last = last + 1 RETURNING last`,
      )
      .get(name) as { last: number }
  ).last;
