import { expect, test } from "vitest";
import { complaintSchema } from "#shared/complaints-book/complaint-schema.ts";
import { column, openDatabase } from "#server/db.ts";
import { loadComplaintsBook, messagesOf } from "./content.ts";
import { parseEnv } from "#server/env.ts";
import { purgeAnsweredClaims } from "./retention.ts";
import { insertClaim } from "./store.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

test("only claims answered longer ago than the retention are deleted; never less than two years", () => {
  const db = openDatabase(":memory:");
  const claim = complaintSchema(messagesOf(loadComplaintsBook()), "2030-01-01").parse(validClaim());
  const answered = (at: string) => {
    const { id } = insertClaim(
      db,
      claim,
      () => [{ kind: "aviso-clinica", recipient: "c@example.com", subject: "s", text: "t", html: "h" }],
      new Date(at),
    );
    db.prepare("UPDATE claims SET state = 'respondido', answered_at = ?, answer = 'Respuesta' WHERE id = ?").run(at, id);
    return id;
  };
  answered("2025-01-10T15:00:00Z");
  const recent = answered("2027-06-10T15:00:00Z");
  const pending = insertClaim(db, claim, () => [], new Date("2024-01-10T15:00:00Z")).id;

  expect(purgeAnsweredClaims(db, 2, new Date("2028-01-01T00:00:00Z"))).toBe(1);
  expect(column(db, "SELECT id FROM claims ORDER BY id")).toEqual([recent, pending].sort((a, b) => a - b));
  expect(() => purgeAnsweredClaims(db, 1)).toThrow();
  expect(parseEnv({}).complaints.retentionYears).toBe(2);
  expect(parseEnv({ COMPLAINTS_RETENTION_YEARS: "5" }).complaints.retentionYears).toBe(5);
  expect(() => parseEnv({ COMPLAINTS_RETENTION_YEARS: "1" })).toThrow(/COMPLAINTS_RETENTION_YEARS debe ser al menos 2/);
  db.close();
});
