import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex } from "./carousel.ts";

describe("hero slider index (4 slides)", () => {
  it("moves forward and wraps from the last slide to the first", () => {
    expect([0, 1, 2, 3].map((index) => nextIndex(index, 4))).toEqual([1, 2, 3, 0]);
  });

  it("moves back and wraps from the first slide to the last", () => {
    expect([0, 1, 2, 3].map((index) => previousIndex(index, 4))).toEqual([3, 0, 1, 2]);
  });

  it("stays put with a single slide", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });
});
