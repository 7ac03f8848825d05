import { expect, it } from "vitest";
import { chatUrl, site } from "./site.ts";

it("builds the chat link from the clinic's number and the exact greeting", () => {
  const digits = site.phoneE164.slice(1);
  expect(digits).toMatch(/^51\d{9}$/);
  expect(chatUrl).toBe(`https://wa.me/${digits}?text=Hola%2C%20%C2%BFCual%20es%20su%20consulta%3F`);
  expect(decodeURIComponent(new URL(chatUrl).searchParams.get("text") ?? "")).toBe("Hola, ¿Cual es su consulta?");
});
