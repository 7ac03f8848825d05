// House style 31, «a function a reader holds at once»: no product function over 200 lines, and at
// most 5 over 120 (issue 44). The figures: `npx tsx scripts/function-lengths.ts`.
import { describe, expect, it } from "vitest";
import { functionsIn, overLimit, productFunctions } from "./function-lengths.ts";

describe("the product's functions", () => {
  const functions = productFunctions();

  it("are found, named and measured from their first line to their last", () => {
    expect(functions.length).toBeGreaterThan(500);
    const source = "export function a() {\n  return 1;\n}\nconst b = () =>\n  2;\n";
    expect(functionsIn("x.ts", source).map(({ name, lines }) => [name, lines])).toEqual([
      ["a", 3],
      ["b", 2],
    ]);
  });

  it("are none over 200 lines, and at most 5 over 120", () => {
    const describe = (list: typeof functions) => list.map(({ name, file, line, lines }) => `${name} (${file}:${line}): ${lines}`);
    expect(describe(overLimit(functions, 200))).toEqual([]);
    expect(describe(overLimit(functions, 120)).length, describe(overLimit(functions, 120)).join("\n")).toBeLessThanOrEqual(5);
  });
});
