// schema.org JSON-LD for search engines, built from the site config and the content, and rendered
// by each route's `meta` so it is in the prerendered HTML. Only facts the page itself shows: no
// ratings or reviews (self-serving review stars are against search engines' rules).
import { directionsUrl, site } from "#app/config/site.ts";
import { openingHoursSpecification } from "#shared/clinic/opening-hours.ts";
import type { Article, StaffMember } from "./schema.server.ts";
import { articlePath, doctorPath } from "#app/lib/urls.ts";

export type JsonLd = { "@context": "https://schema.org"; "@type": string | string[] } & Record<string, unknown>;
export type Crumb = { name: string; path: string };

/** Where the site's raster images live; social networks and search engines read only PNG/JPEG. */
export const shareImage = { path: "/app/images/og-default.png", width: 1200, height: 630, type: "image/png" } as const;
const logoImage = "/app/images/logo-512.png";

/** A page's public address from its path under the /app/ basename ("/" is the home page). */
export const pageUrl = (path: string) => `${site.origin}/app${path.startsWith("/") ? path : `/${path}`}`;
/** A public address for a file under public/ ("/app/images/…"). */
export const assetUrl = (path: string) => `${site.origin}${path}`;

/** The clinic's node id: other blocks point at it instead of repeating it. */
export const clinicId = pageUrl("/#clinica");

// The specialties the clinic's services cover, as schema.org's MedicalSpecialty values (it has no
// "reproductive medicine": fertility care is gynaecology and obstetrics, the labs are lab science).
const clinicSpecialties = ["Gynecologic", "Obstetric", "LaboratoryScience"].map((name) => `https://schema.org/${name}`);
// Every physician on staff is a gynaecologist-obstetrician (their RNE), whatever their focus.
const physicianSpecialties = ["Gynecologic", "Obstetric"].map((name) => `https://schema.org/${name}`);

export function clinicJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": clinicId,
    name: site.name,
    legalName: site.legalName,
    taxID: site.ruc,
    url: pageUrl("/"),
    logo: assetUrl(logoImage),
    image: assetUrl(shareImage.path),
    telephone: site.phoneE164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: `${site.address.district}, ${site.address.city}`,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: directionsUrl,
    openingHoursSpecification: openingHoursSpecification(site),
    sameAs: [site.social.facebook, site.social.instagram],
    medicalSpecialty: clinicSpecialties,
    // The language people are attended in belongs to a way of reaching the clinic, not to the clinic.
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phoneE164,
      email: site.email,
      areaServed: site.address.country,
      availableLanguage: "es",
    },
  };
}

/** The registry numbers a professional has, as identifiers named by their registry (CMP, RNE, CBP). */
function registryIdentifiers(person: Pick<StaffMember, "codes">) {
  return (["cmp", "rne", "cbp"] as const)
    .filter((code) => person.codes[code])
    .map((code) => ({ "@type": "PropertyValue", propertyID: code.toUpperCase(), value: person.codes[code] }));
}

/** The address of a professional's profile, the page every mention of the person links to. */
const profilePath = (person: Pick<StaffMember, "slug">) => doctorPath(person.slug);

/**
 * A professional, as the node an article's author or reviewer is: named, with the profile page as
 * its url and @id, so search engines join it with the full node on that page.
 */
export const personRef = (person: StaffMember) => ({
  "@type": "Person",
  "@id": pageUrl(`${profilePath(person)}#persona`),
  name: person.name,
  honorificPrefix: person.honorific,
  jobTitle: person.role ?? person.specialty,
  url: pageUrl(profilePath(person)),
});

/**
 * A professional's profile page: a ProfilePage whose main entity is the person. Physicians are an
 * IndividualPhysician that is also a Person, so that worksFor and honorificPrefix apply; biologists
 * are a Person only, since calling them physicians would claim a title they do not hold.
 */
export function professionalJsonLd(person: StaffMember): JsonLd {
  const physician = person.profession === "physician";
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: pageUrl(profilePath(person)),
    mainEntity: {
      ...personRef(person),
      "@type": physician ? ["IndividualPhysician", "Person"] : "Person",
      ...(physician ? { medicalSpecialty: physicianSpecialties, practicesAt: { "@id": clinicId } } : {}),
      description: person.specialty,
      identifier: registryIdentifiers(person),
      image: assetUrl(person.photo.src),
      worksFor: { "@id": clinicId },
    },
  };
}

/**
 * An article: a MedicalWebPage (the type that has both an author and a medical reviewer), with its
 * dates: published, last changed and last reviewed (the same day: every change is reviewed).
 */
export function articleJsonLd(article: Article, author: StaffMember, reviewer: StaffMember): JsonLd {
  const url = pageUrl(articlePath(article.slug));
  return {
    "@context": "https://schema.org",
    "@type": "MedicalWebPage",
    "@id": `${url}#articulo`,
    url,
    name: article.title,
    headline: article.title,
    description: article.description,
    inLanguage: "es-PE",
    datePublished: article.published,
    dateModified: article.reviewed,
    lastReviewed: article.reviewed,
    author: personRef(author),
    reviewedBy: personRef(reviewer),
    publisher: { "@id": clinicId },
    image: assetUrl(article.image?.src ?? shareImage.path),
    citation: article.references.map((reference) => ({ "@type": "CreativeWork", name: reference.title, url: reference.url })),
  };
}

/**
 * A list of articles (the list, its pages, a topic): a CollectionPage dated by its newest review.
 * Each entry is named by its article's title: validators (Adobe's, schema.org's) require a
 * ListItem's name, and the title is what the list shows.
 */
export function articleListJsonLd(
  page: { name: string; description: string; path: string; dateModified?: string },
  articles: { slug: string; title: string }[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    url: pageUrl(page.path),
    name: page.name,
    description: page.description,
    inLanguage: "es-PE",
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: articles.map(({ slug, title }, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: title,
        url: pageUrl(articlePath(slug)),
      })),
    },
  };
}

/** A treatment (MedicalTherapy) or service (MedicalProcedure) page. */
export function careJsonLd(
  type: "MedicalTherapy" | "MedicalProcedure",
  page: { title: string; description: string; image: { src: string } },
  path: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": pageUrl(`${path}#tratamiento`),
    name: page.title,
    description: page.description,
    url: pageUrl(path),
    image: assetUrl(page.image.src),
    relevantSpecialty: clinicSpecialties,
  };
}

export function breadcrumbJsonLd(trail: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}
