// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createFormDraft } from "./form-draft.ts";

const FIELDS = ["name", "days"] as const;
type Draft = { name?: string; days?: string[] };
const draft = createFormDraft<(typeof FIELDS)[number], Draft>(
  "prueba-borrador",
  FIELDS,
  (get) => {
    const name = get("name");
    const days = get("days");
    return { ...(typeof name === "string" ? { name } : {}), ...(Array.isArray(days) && days.length ? { days } : {}) };
  },
  new Set(["days"]),
);

function form(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
}

afterEach(() => sessionStorage.clear());

describe("createFormDraft", () => {
  it("reads the form's own fields, lists for the multi ones, and leaves out the rest", () => {
    const values = draft.valuesOf(
      form(`<input name="name" value="Ana"><input type="checkbox" name="days" value="lunes" checked>
        <input type="checkbox" name="days" value="martes" checked><input name="sitioWeb" value="spam">`),
    );
    expect(values).toEqual({ name: "Ana", days: ["lunes", "martes"] });
  });

  it("keeps what was typed in this tab, and forgets it once emptied or cleared", () => {
    draft.save({ name: "Ana", days: ["lunes"] });
    expect(draft.load()).toEqual({ name: "Ana", days: ["lunes"] });
    draft.save({ name: "", days: [] });
    expect(sessionStorage.getItem("prueba-borrador")).toBeNull();
    draft.save({ name: "Ana" });
    draft.clear();
    expect(draft.load()).toBeNull();
  });

  it("a string-only draft by default, and nothing from storage it cannot read", () => {
    const plain = createFormDraft<"name" | "city", { name?: string; city?: string }>("prueba-simple", ["name", "city"]);
    sessionStorage.setItem("prueba-simple", JSON.stringify({ name: "Ana", city: ["Lima"], other: "x" }));
    expect(plain.load()).toEqual({ name: "Ana" });
    sessionStorage.setItem("prueba-simple", JSON.stringify({ other: "x" }));
    expect(plain.load()).toBeNull();
    sessionStorage.setItem("prueba-simple", "{not json");
    expect(plain.load()).toBeNull();
  });
});
