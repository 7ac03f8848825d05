import { describe, expect, it } from "vitest";
import { normalisePage } from "./contact-counts.ts";

describe("normalisePage", () => {
  it("keeps the site's own paths, without a trailing slash, a query or a fragment", () => {
    expect(normalisePage("/app/")).toBe("/app/");
    expect(normalisePage("/app")).toBe("/app/");
    expect(normalisePage("/app/servicios/consultas")).toBe("/app/servicios/consultas");
    expect(normalisePage("/app/servicios/consultas/")).toBe("/app/servicios/consultas");
    expect(normalisePage("/app/contactanos?utm_source=x&nombre=Ana")).toBe("/app/contactanos");
    expect(normalisePage("/app/preguntas-frecuentes#que-llevar")).toBe("/app/preguntas-frecuentes");
    expect(normalisePage("https://www.example.pe/app/contactanos?x=1")).toBe("/app/contactanos");
  });

  it("refuses anything that is not a page path of the site", () => {
    for (const input of [
      "",
      "/",
      "/otra",
      "/app/../etc/passwd",
      "/app/Servicios",
      "/app/servicios/%2e%2e",
      "/app/a b",
      "javascript:alert(1)",
      "/app/correo@example.com",
      `/app/${"a".repeat(300)}`,
    ]) {
      expect(normalisePage(input), input).toBeUndefined();
    }
  });
});
