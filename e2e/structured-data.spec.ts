// The JSON-LD of every built page, parsed and checked per schema.org type against the content and
// the site config: the clinic everywhere, each professional, each treatment and service, breadcrumbs.
import { expect, test } from "./test.ts";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import {
  articleSources,
  clinicFacts,
  documentOf,
  entriesOf,
  htmlOf,
  noindexPages,
  prerenderedPaths,
  siteOrigin,
  slugsOf,
} from "./pages.ts";
import { openingHoursSpecification } from "#shared/clinic/opening-hours.ts";
import { appPath, articlePath, doctorPath } from "#app/lib/urls.ts";

type Node = Record<string, unknown> & { "@type": string | string[] };
const typesOf = (node: Node) => [node["@type"]].flat();
const isType = (type: string) => (node: Node) => typesOf(node).includes(type);

function blocksOf(page: string): Node[] {
  return [...documentOf(page).querySelectorAll('script[type="application/ld+json"]')].map((script) => {
    const node = JSON.parse(script.textContent ?? "") as Node;
    expect(node["@context"], page).toBe("https://schema.org");
    return node;
  });
}

/** Every value anywhere inside a block, for the checks that apply at any depth. */
function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
  return [];
}

const absolute = (value: unknown) => typeof value === "string" && value.startsWith(`${siteOrigin}/`);
const pages = prerenderedPaths();
const indexable = pages.filter((page) => !noindexPages.includes(page));

const staff = entriesOf<{ name: string; profession: string; codes: Record<string, string | number> }>("staff");

// One worker runs the file, so the count below covers every block.
test.describe.configure({ mode: "serial" });
let validated = 0;
test.afterAll(() => console.log(`JSON-LD blocks validated: ${validated}`));

test("every indexable page describes the clinic as a MedicalClinic in Lima, Peru", () => {
  for (const page of indexable) {
    const clinics = blocksOf(page).filter(isType("MedicalClinic"));
    expect(clinics, page).toHaveLength(1);
    const clinic = clinics[0]!;
    expect(clinic.name, page).toBeTruthy();
    expect(clinic.url, page).toBe(`${siteOrigin}/app/`);
    expect(absolute(clinic.logo) && absolute(clinic.image), page).toBe(true);
    expect(clinic.telephone, page).toBe(clinicFacts.phoneE164);
    const address = clinic.address as Record<string, string>;
    expect(address["@type"]).toBe("PostalAddress");
    expect(address.streetAddress).toBeTruthy();
    expect(`${address.addressLocality} ${address.addressRegion}`).toContain("Lima");
    expect(address.addressCountry).toBe("PE");
    const geo = clinic.geo as Record<string, unknown>;
    expect(geo["@type"]).toBe("GeoCoordinates");
    expect(geo).toMatchObject(clinicFacts.map);
    // The hours of «Datos de la clínica», one entry per span shared by the same days.
    expect(clinic.openingHoursSpecification, page).toEqual(openingHoursSpecification(clinicFacts));
    expect(clinic.sameAs).toEqual([
      expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
      expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
    ]);
    expect((clinic.medicalSpecialty as string[]).length).toBeGreaterThan(0);
    validated++;
  }
});

test("every professional's page is a ProfilePage of their IndividualPhysician (or, for biologists, Person) with registry numbers", () => {
  expect(staff.length).toBeGreaterThan(0);
  for (const person of staff) {
    const page = appPath(doctorPath(person.slug));
    const blocks = blocksOf(page);
    const clinicId = blocks.find(isType("MedicalClinic"))!["@id"];
    const [profile, ...more] = blocks.filter(isType("ProfilePage"));
    expect(more, page).toEqual([]);
    expect(profile?.url, page).toBe(`${siteOrigin}${page}`);
    const node = profile!.mainEntity as Node;
    expect(isType("Person")(node), page).toBe(true);
    const physician = person.profession === "physician";
    // A biologist is not a physician, and the data must not say otherwise.
    expect(isType("IndividualPhysician")(node!), page).toBe(physician);
    if (physician) expect((node!.medicalSpecialty as string[]).length, page).toBeGreaterThan(0);
    expect(node!.name, page).toBe(person.name);
    expect(absolute(node!.image), page).toBe(true);
    expect(node!.url, page).toBe(`${siteOrigin}${page}`);
    expect(node!.worksFor, page).toEqual({ "@id": clinicId });
    const expected = Object.entries(person.codes).map(([code, value]) => ({
      "@type": "PropertyValue",
      propertyID: code.toUpperCase(),
      value: String(value),
    }));
    expect(node!.identifier, page).toEqual(expect.arrayContaining(expected));
    expect((node!.identifier as unknown[]).length, page).toBe(physician ? 2 : 1);
    validated++;
  }
});

test("the treatment page is a MedicalTherapy and every service page a MedicalProcedure", () => {
  const care = [
    ["/app/reproduccion-asistida", "MedicalTherapy"],
    ...pages.filter((page) => page.startsWith("/app/servicios/")).map((page) => [page, "MedicalProcedure"]),
  ];
  expect(care.length).toBe(1 + slugsOf("servicios").length);
  for (const [page, type] of care) {
    const document = documentOf(page!);
    const [node, ...more] = blocksOf(page!).filter(
      (block) => isType("MedicalTherapy")(block) || isType("MedicalProcedure")(block),
    );
    expect(more, page).toEqual([]);
    expect(typesOf(node!), page).toEqual([type]);
    expect(node!.name, page).toBe(document.querySelector("h1")?.textContent);
    expect(node!.description, page).toBe(document.querySelector('meta[name="description"]')?.getAttribute("content"));
    expect(node!.url, page).toBe(`${siteOrigin}${page}`);
    expect(absolute(node!.image), page).toBe(true);
    validated++;
  }
});

test("every article is a MedicalWebPage with its author and medical reviewer as Persons, and its dates", () => {
  const articles = articleSources();
  const person = (slug: string) => {
    const member = staff.find((candidate) => candidate.slug === slug)!;
    const url = `${siteOrigin}${appPath(doctorPath(slug))}`;
    return expect.objectContaining({ "@type": "Person", "@id": `${url}#persona`, name: member.name, url });
  };
  for (const article of articles) {
    const page = appPath(articlePath(article.slug));
    const [node, ...more] = blocksOf(page).filter(isType("MedicalWebPage"));
    expect(more, page).toEqual([]);
    expect(node, page).toMatchObject({
      url: `${siteOrigin}${page}`,
      headline: article.title,
      description: article.description,
      datePublished: article.published,
      dateModified: article.reviewed,
      lastReviewed: article.reviewed,
    });
    expect(node!.author, page).toEqual(person(article.author));
    expect(node!.reviewedBy, page).toEqual(person(article.reviewer));
    expect(absolute(node!.image), page).toBe(true);
    // The breadcrumb goes through the article list.
    const trail = blocksOf(page).find(isType("BreadcrumbList"))!.itemListElement as { item: string }[];
    expect(
      trail.map((crumb) => crumb.item),
      page,
    ).toEqual([`${siteOrigin}/app/`, `${siteOrigin}/app/articulos`, `${siteOrigin}${page}`]);
    validated++;
  }
});

test("the article list and each topic's page are a CollectionPage of their articles, dated by the newest review", () => {
  const lists = pages.filter(
    (page) => page === "/app/articulos" || page.startsWith("/app/articulos/tema/") || page.startsWith("/app/articulos/pagina/"),
  );
  expect(lists.length).toBeGreaterThan(0);
  for (const page of lists) {
    const [node, ...more] = blocksOf(page).filter(isType("CollectionPage"));
    expect(more, page).toEqual([]);
    expect(node!.url, page).toBe(`${siteOrigin}${page}`);
    const items = (node!.mainEntity as { itemListElement: { url: string; name: string }[] }).itemListElement;
    const links = [...documentOf(page).querySelectorAll("#contenido li h2 a")];
    expect(
      items.map((item) => item.url),
      page,
    ).toEqual(links.map((link) => `${siteOrigin}${link.getAttribute("href")}`));
    // Named as the list shows them (validators require a ListItem's name).
    expect(
      items.map((item) => item.name),
      page,
    ).toEqual(links.map((link) => link.textContent));
    // Dated by its newest review; a list with no article yet has no date to give.
    if (items.length) expect(node!.dateModified, page).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    else expect(node!.dateModified, page).toBeUndefined();
    validated++;
  }
});

test("every inner indexable page has a BreadcrumbList from the home page to itself; the home page none", () => {
  for (const page of indexable) {
    const trails = blocksOf(page).filter(isType("BreadcrumbList"));
    if (page === "/app/") {
      expect(trails, page).toEqual([]);
      continue;
    }
    expect(trails, page).toHaveLength(1);
    const items = trails[0]!.itemListElement as { "@type": string; position: number; name: string; item: string }[];
    expect(items.length, page).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) => {
      expect(item["@type"]).toBe("ListItem");
      expect(item.position).toBe(index + 1);
      expect(item.name, page).toBeTruthy();
      expect(item.item.startsWith(`${siteOrigin}/app/`), page).toBe(true);
    });
    expect(items[0]!.item, page).toBe(`${siteOrigin}/app/`);
    expect(items.at(-1)!.item, page).toBe(`${siteOrigin}${page}`);
    validated++;
  }
});

// Adobe's validator (the one the site was checked with), offline: Google's rich-result rules for
// each type it knows (a ListItem's name, a BreadcrumbList's items, an Organization's and a
// Person's fields...). Schema.org's own vocabulary check needs the vocabulary from schema.org,
// which the tests cannot fetch; the tests above check our types' properties instead.
test("Adobe's structured-data validator finds no error and no warning on any page", async () => {
  const validator = new Validator();
  const found: string[] = [];
  for (const page of pages) {
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(htmlOf(page));
    for (const issue of await validator.validate(extracted))
      found.push(`${page} ${issue.severity} ${issue.rootType}: ${issue.issueMessage}`);
  }
  expect(found).toEqual([]);
});

test("no page claims ratings or reviews, and noindex pages carry no structured data", () => {
  for (const page of pages) {
    const keys = keysDeep(blocksOf(page));
    for (const forbidden of ["aggregateRating", "review", "reviews", "ratingValue"]) expect(keys, page).not.toContain(forbidden);
  }
  for (const page of noindexPages) expect(blocksOf(page), page).toEqual([]);
});
