// «Datos de la clínica» is the one source of the clinic's facts: release B (e2e/nginx/build.ts) is
// the sample built with another phone, and a WhatsApp number of its own, in content/clinica.yml,
// and every place that shows them shows B's, with nothing of the sample's left: the links to call
// and to chat, the footer, the contact strip, the structured data, the complaints sheet.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { loadClinicFacts } from "#shared/clinic/facts.ts";
import { toE164 } from "#shared/clinic/phone.ts";
import { contentDirOf } from "#e2e/sites.ts";
import { expect, test } from "#e2e/test.ts";
import { releaseBDirectory, releaseBPhone, releaseBWhatsApp } from "./setup.ts";

const sample = loadClinicFacts(path.join(contentDirOf("sample"), "clinica.yml"));
const client = path.join(releaseBDirectory, "client");
const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".html") && !file.includes("admin"),
);
const documentOf = (file: string) => new JSDOM(readFileSync(path.join(client, file), "utf8")).window.document;
const e164 = toE164(releaseBPhone);
const whatsapp = toE164(releaseBWhatsApp);

test("a phone changed in «Datos de la clínica» changes on every page: call and chat links, footer, structured data", () => {
  expect(sample.phoneE164).not.toBe(e164);
  expect(pages.length).toBeGreaterThan(30);
  for (const file of pages) {
    const html = readFileSync(path.join(client, file), "utf8");
    // Nothing of the sample's number, in any form.
    expect(html, file).not.toContain(sample.phoneE164.slice(3));
    expect(html, file).not.toContain(sample.phone.slice(4));
    const document = documentOf(file);
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]'))
      expect(link.href, file).toBe(`tel:${e164}`);
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]'))
      expect(link.href, file).toMatch(new RegExp(`^https://wa\\.me/${whatsapp.slice(1)}\\?text=`));
    const clinic = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!) as { "@type": string; telephone?: string })
      .find((block) => block["@type"] === "MedicalClinic");
    if (clinic) expect(clinic.telephone, file).toBe(e164);
  }
  const home = documentOf("app/index.html");
  // Written with no-break spaces, so a number never splits across lines.
  expect(home.querySelector("footer")?.textContent?.replaceAll("\u00a0", " ")).toContain(releaseBPhone);
  expect(home.querySelectorAll('a[href^="tel:"]').length).toBeGreaterThan(0);
  expect(home.querySelectorAll('a[href^="https://wa.me/"]').length).toBeGreaterThan(0);
});

test("a WhatsApp number of its own is shown apart from the phone on the contact strip", () => {
  const strip = documentOf("app/contactanos/index.html").querySelector("main ul.grid")!;
  const item = (label: string) =>
    [...strip.querySelectorAll("li")].find((li) => li.querySelector("span.block")?.textContent === label);
  expect(item("Teléfono")?.querySelector("a")?.getAttribute("href")).toBe(`tel:${e164}`);
  expect(item("WhatsApp")?.querySelector("a")?.getAttribute("href")).toMatch(
    new RegExp(`^https://wa\\.me/${whatsapp.slice(1)}\\?`),
  );
  expect(item("WhatsApp")?.textContent?.replaceAll("\u00a0", " ")).toContain(releaseBWhatsApp);
});

test("the complaints book's sheet names the establishment with the phone of «Datos de la clínica»", () => {
  const html = readFileSync(path.join(client, "app/libro-de-reclamaciones/index.html"), "utf8");
  expect(html).toContain(`${sample.legalName} (RUC ${sample.ruc})`);
  expect(html).toContain(releaseBPhone);
});
