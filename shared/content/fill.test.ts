import { expect, it } from "vitest";
import { fill } from "./fill.ts";

it("fills known placeholders and leaves unknown ones visible", () => {
  expect(fill("{n} de {total}", { n: 2, total: 4 })).toBe("2 de 4");
  expect(fill("© 2023 {name}. {other}", { name: "Clínica" })).toBe("© 2023 Clínica. {other}");
});
