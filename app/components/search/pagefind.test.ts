import { describe, expect, it } from "vitest";
import { parseExcerpt, toHit } from "./pagefind.ts";

describe("Pagefind's results, for the search page", () => {
  it("splits an excerpt into text and marked matches, never HTML", () => {
    expect(parseExcerpt("La donación de <mark>óvulos.</mark> Un &lt;b&gt; &amp; más")).toEqual([
      { text: "La donación de ", match: false },
      { text: "óvulos.", match: true },
      { text: " Un <b> &amp; más", match: false },
    ]);
  });

  it("links to the page under the router's basename and to the sections that matched", () => {
    const hit = toHit({
      url: "/app/preguntas-frecuentes",
      excerpt: "opciones de <mark>estacionamiento</mark>",
      meta: { title: "Preguntas frecuentes" },
      sub_results: [
        { url: "/app/preguntas-frecuentes", title: "Preguntas frecuentes" },
        { url: "/app/preguntas-frecuentes#como-llegar-en-carro", title: "¿Cómo llego si voy en carro?" },
      ],
    });
    expect(hit).toMatchObject({
      to: "/preguntas-frecuentes",
      title: "Preguntas frecuentes",
      sections: [{ to: "/preguntas-frecuentes#como-llegar-en-carro", title: "¿Cómo llego si voy en carro?" }],
    });
  });
});
