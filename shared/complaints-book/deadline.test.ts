import { expect, test } from "vitest";
import { answerDeadline } from "./deadline.ts";

test("a claim's answer is due 30 business days after the day it was filed", () => {
  // 7 June (a Sunday), 29 June, 23 and 28–29 July 2026 are skipped (counted by hand).
  expect(answerDeadline("2026-06-01")).toBe("2026-07-14");
});
