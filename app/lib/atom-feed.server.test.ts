import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { atomFeed, type FeedEntry } from "./atom-feed.server.ts";

const entry = (slug: string, published: string, updated: string): FeedEntry => ({
  title: `Título de ${slug} & <otros>`,
  url: `https://www.example.pe/app/articulos/${slug}`,
  summary: 'Un resumen con «comillas» y "dobles".',
  published,
  updated,
  author: { name: "Dra. Ana Pérez", uri: "https://www.example.pe/app/perfil-doctor/ana" },
  contributor: { name: "Dr. Luis Rojas", uri: "https://www.example.pe/app/perfil-doctor/luis" },
  categories: [{ term: "fertilidad", label: "Fertilidad y diagnóstico" }],
});

const feed = (entries: FeedEntry[]) =>
  atomFeed({
    title: "Artículos | Clínica",
    subtitle: "Resumen",
    url: "https://www.example.pe/app/articulos",
    feedUrl: "https://www.example.pe/app/articulos/feed.xml",
    author: { name: "Clínica", uri: "https://www.example.pe/app/" },
    entries,
  });

/** Parses as XML: JSDOM throws on anything that is not well-formed. */
const parse = (xml: string) => new JSDOM(xml, { contentType: "application/xml" }).window.document;

describe("the Atom feed", () => {
  it("is well-formed Atom, escaped, with one entry per article and RFC 3339 dates", () => {
    const document = parse(feed([entry("fiv", "2026-08-10", "2026-11-02"), entry("ropa", "2026-08-25", "2026-11-10")]));
    const root = document.documentElement;
    expect(root.localName).toBe("feed");
    expect(root.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    const entries = [...root.getElementsByTagName("entry")];
    expect(entries).toHaveLength(2);
    expect(entries[0]!.getElementsByTagName("title")[0]!.textContent).toBe("Título de fiv & <otros>");
    expect(entries[0]!.getElementsByTagName("updated")[0]!.textContent).toBe("2026-11-02T00:00:00Z");
    // The feed changed when its most recently updated entry did.
    expect(root.querySelector(":scope > updated")!.textContent).toBe("2026-11-10T00:00:00Z");
    expect(root.querySelector(':scope > link[rel="self"]')!.getAttribute("href")).toBe(
      "https://www.example.pe/app/articulos/feed.xml",
    );
  });

  it("stays valid with no article", () => {
    expect(parse(feed([])).getElementsByTagName("entry")).toHaveLength(0);
  });
});
