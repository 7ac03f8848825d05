import { describe, expect, it } from "vitest";
import { ARTICLES_PER_PAGE, articlesPagePath, pageCount, paginate } from "./pagination.ts";

const items = Array.from({ length: 20 }, (_, index) => index + 1);

describe("the article list's pages", () => {
  it("holds nine articles a page, as the issue asks", () => {
    expect(ARTICLES_PER_PAGE).toBe(9);
  });

  it("gives page 1 the list's own address and the others /pagina/<n>", () => {
    expect(articlesPagePath(1)).toBe("/articulos");
    expect(articlesPagePath(2)).toBe("/articulos/pagina/2");
  });

  it("counts the pages, one at least", () => {
    expect([0, 1, 9, 10, 18, 19].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("cuts the list in order and links each page to its neighbours", () => {
    const first = paginate(items, 1)!;
    expect(first).toMatchObject({ page: 1, total: 3, previous: undefined, next: "/articulos/pagina/2" });
    expect(first.items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const middle = paginate(items, 2)!;
    expect(middle).toMatchObject({ previous: "/articulos", next: "/articulos/pagina/3" });
    expect(middle.items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    const last = paginate(items, 3)!;
    expect(last).toMatchObject({ previous: "/articulos/pagina/2", next: undefined });
    expect(last.items).toEqual([19, 20]);
  });

  it("has no page 0, no page past the last and no fractional page", () => {
    expect(paginate(items, 0)).toBeUndefined();
    expect(paginate(items, 4)).toBeUndefined();
    expect(paginate(items, 1.5)).toBeUndefined();
    expect(paginate(items, Number("abc"))).toBeUndefined();
  });

  it("gives an empty list one empty page", () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, total: 1, previous: undefined, next: undefined });
  });
});
