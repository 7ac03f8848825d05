// The guide's answers match its thresholds: 12 months under 35, 6 months from 35, now from 40 or
// with a sign. Every combination is written out, so changing a threshold (or the rule) fails here.
import { describe, expect, it } from "vitest";
import { advise, AGE_RANGES, MONTHS_TRYING, THRESHOLDS, type AgeRange, type MonthsTrying } from "./when-to-consult-rule.ts";

const table: Record<AgeRange, Record<MonthsTrying, string>> = {
  "menos-de-35": {
    "menos-de-6": "puedes-esperar 12",
    "6-a-11": "puedes-esperar 12",
    "12-o-mas": "ya-es-momento 12",
    "sin-pareja-masculina": "cuando-quieras",
  },
  "35-a-39": {
    "menos-de-6": "puedes-esperar 6",
    "6-a-11": "ya-es-momento 6",
    "12-o-mas": "ya-es-momento 6",
    "sin-pareja-masculina": "cuando-quieras",
  },
  "40-o-mas": {
    "menos-de-6": "ahora-edad",
    "6-a-11": "ahora-edad",
    "12-o-mas": "ahora-edad",
    "sin-pareja-masculina": "ahora-edad",
  },
};
const said = (result: ReturnType<typeof advise>) => (result ? [result.advice, result.waitMonths].filter(Boolean).join(" ") : "");

describe("the guide's answers", () => {
  it("are the societies' thresholds", () => {
    expect(THRESHOLDS).toEqual({ monthsUnder35: 12, monthsFrom35: 6 });
  });

  for (const age of AGE_RANGES) {
    for (const months of MONTHS_TRYING) {
      it(`${age}, ${months}: ${table[age][months]}; with a sign, now`, () => {
        expect(said(advise({ age, months, signs: false }, THRESHOLDS))).toBe(table[age][months]);
        expect(said(advise({ age, months, signs: true }, THRESHOLDS))).toBe("ahora-senales");
      });
    }
  }

  it("need the age and the months, unless a sign or the age already says consult now", () => {
    expect(advise({ signs: false }, THRESHOLDS)).toBeUndefined();
    expect(advise({ age: "35-a-39", months: "", signs: false }, THRESHOLDS)).toBeUndefined();
    expect(advise({ age: "", months: "12-o-mas", signs: false }, THRESHOLDS)).toBeUndefined();
    expect(said(advise({ signs: true }, THRESHOLDS))).toBe("ahora-senales");
    expect(said(advise({ age: "40-o-mas", signs: false }, THRESHOLDS))).toBe("ahora-edad");
  });

  it("follow a changed threshold (the page's inline copy gets them as an argument)", () => {
    const longer = { ...THRESHOLDS, monthsFrom35: 12 };
    expect(said(advise({ age: "35-a-39", months: "6-a-11", signs: false }, longer))).toBe("puedes-esperar 12");
  });
});
