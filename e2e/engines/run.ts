// `npx tsx e2e/engines/run.ts`: the built site in Firefox and WebKit (Safari's engine), after the
// Chromium suite. Every prerendered page at 390 and 1280 px: no console or page error, no CSP
// violation, no sideways scroll before and after its islands hydrate; then the key flows once per engine at
// 390 px, the complaints book and «Pide tu primera consulta» sent with and without their script (and
// refused from another site). Texts come from content/ui.yml, content/libro-de-reclamaciones.yml,
// content/pide-tu-primera-consulta.yml and the built pages, never from
// samples. Prints "N passed, N failed" and exits non-zero on a failure. See docs/engines.md.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parse } from "yaml";
import type { ComplaintsBook } from "#shared/complaints-book/complaints-book-schema.ts";
import type { BookingContent } from "#shared/booking/booking-content-schema.ts";
import type { ComplaintDraft } from "#shared/complaints-book/complaint-schema.ts";
import type { ConsultationContent } from "#shared/consultation-request/consultation-content-schema.ts";
import { inviteStaff } from "#server/back-office/accounts.ts";
import { grantAgenda } from "#server/back-office/agenda/data.ts";
import { createSession, SESSION_COOKIE } from "#server/back-office/sessions.ts";
import { seedBackOffice } from "#server/back-office/testing/seed.ts";
import { openDatabase, value } from "#server/db.ts";
import { prerenderedPaths } from "#e2e/pages.ts";
import { firefox, webkit, type Engine } from "./engines.ts";

const port = Number(process.env.ENGINES_PORT) || 3230;
const driverPort = Number(process.env.WEBKIT_DRIVER_PORT) || port + 1;
const origin = `http://127.0.0.1:${port}`;
const ui = parse(readFileSync("content/ui.yml", "utf8")) as {
  menu: { open: string; close: string };
  nav: { label: string; to: string }[];
  carousel: { next: string; previous: string; hero: string };
  form: { incomplete: string; sent: string };
};
const book = parse(readFileSync("content/libro-de-reclamaciones.yml", "utf8")) as ComplaintsBook;
const consultation = parse(readFileSync("content/pide-tu-primera-consulta.yml", "utf8")) as ConsultationContent;
const booking = parse(readFileSync("content/reservar-cita.yml", "utf8")) as BookingContent;
const widths = [390, 1280];

// The complaints book's service keeps its database and mail in a folder of its own, removed at the
// end: the runner's claims never reach the developer's .data/ or .outbox/.
const complaintsDir = mkdtempSync(path.join(tmpdir(), "engines-reclamaciones-"));
const complaintsDb = path.join(complaintsDir, "reclamaciones.sqlite");
// A page of another site (localhost is another site than 127.0.0.1) whose form posts a claim to the
// book's service, as a page elsewhere could.
const foreignPort = Number(process.env.ENGINES_FOREIGN_PORT) || port + 2;
const foreignOrigin = `http://localhost:${foreignPort}`;

let passed = 0;
const failures: string[] = [];
async function check(name: string, body: () => Promise<void>) {
  const started = Date.now();
  try {
    await body();
    passed++;
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failures.push(name);
    console.log(
      `  ✘ ${name}\n      ${String(error instanceof Error ? error.message : error)
        .split("\n")
        .join("\n      ")}`,
    );
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Polls `source` in the page until it returns a truthy value (a signal, not a sleep). */
async function until<T>(engine: Engine, what: string, source: string, ...args: unknown[]): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await engine.run<T>(source, ...args).catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// No page-wide signal: each island (<astro-island>) loses its ssr attribute once hydrated. Those
// that hydrate as they come into view are brought there one by one, as a reader scrolling would.
const islandsHydrated = `() => {
  const waiting = [...document.querySelectorAll("astro-island[ssr]")];
  const unseen = waiting.find((island) => island.getAttribute("client") === "visible");
  (unseen?.firstElementChild ?? unseen)?.scrollIntoView({ block: "center", behavior: "instant" });
  return waiting.length === 0;
}`;
/** The island holding `selector` is hydrated (a page's own control, the hero's arrows). */
const islandOf = `(selector) => { const island = document.querySelector(selector)?.closest("astro-island"); return !!island && !island.hasAttribute("ssr"); }`;
/** Scrolls `selector` to the middle of the screen, where a reader would have it (a client:visible island). */
const reveal = `(selector) => { document.querySelector(selector)?.scrollIntoView({ block: "center", behavior: "instant" }); return true; }`;
const overflow = `() => document.documentElement.scrollWidth - window.innerWidth`;

/** Marks the first element matching `selector` whose text (or aria-label) is `text`, for a click. */
const mark = `(selector, text, within) => {
  document.querySelectorAll("[data-engine-target]").forEach((element) => element.removeAttribute("data-engine-target"));
  const scope = within ? document.querySelector(within) : document;
  const found = [...(scope?.querySelectorAll(selector) ?? [])].find((element) =>
    element.textContent.trim() === text || element.getAttribute("aria-label") === text);
  found?.setAttribute("data-engine-target", "");
  return !!found;
}`;
/** No animation moves the element (a menu sliding in): the engines refuse a click off screen. */
const still = `(selector) => {
  const element = document.querySelector(selector);
  return !!element && document.getAnimations().every((animation) => animation.playState !== "running" || !animation.effect?.target?.contains(element));
}`;
async function clickText(engine: Engine, selector: string, text: string, within?: string) {
  await until(engine, `${selector} «${text}»`, mark, selector, text, within ?? null);
  await until(engine, `${selector} «${text}» still`, still, "[data-engine-target]");
  await engine.click("[data-engine-target]");
}

async function noProblems(engine: Engine, where: string) {
  const problems = await engine.problems();
  assert(problems.length === 0, `${where}: ${problems.join("; ")}`);
}

async function everyPage(engine: Engine) {
  for (const width of widths) {
    await engine.setSize(width, 844);
    for (const page of prerenderedPaths().filter(
      (page) => !process.env.ENGINES_PAGES || process.env.ENGINES_PAGES.split(",").includes(page),
    )) {
      await check(`${engine.name} ${width} px ${page}: no error, no CSP violation, no sideways scroll`, async () => {
        await engine.goto(`${origin}${page}`);
        const before = await engine.run<number>(overflow);
        await until(engine, "every island hydrated", islandsHydrated);
        const after = await engine.run<number>(overflow);
        assert(before <= 0 && after <= 0, `wider than the window by ${before} px before its islands hydrated, ${after} px after`);
        await noProblems(engine, page);
      });
    }
  }
}

/**
 * The back office at 390 px, signed in (a session made in the service's database, as the Chromium
 * suite's check does): every page no wider than the window and without errors. At localhost: its
 * session cookie is Secure, which both engines keep for localhost over http.
 */
async function backOffice(engine: Engine) {
  const backOfficeOrigin = `http://localhost:${port}`;
  const db = openDatabase(complaintsDb);
  let session: string;
  let request: string;
  let claim: string;
  try {
    const { staffId } = inviteStaff(db, { name: `Motor ${engine.name}`, email: `${engine.name}@clinica.pe`, isAdmin: true });
    grantAgenda(db, `${engine.name}@clinica.pe`);
    seedBackOffice(db, { requests: 30, claims: 5, now: Date.now() - 3 * 24 * 3_600_000 });
    session = createSession(db, staffId);
    request = value<string>(db, "SELECT code FROM consultation_requests ORDER BY id DESC LIMIT 1")!;
    claim = value<string>(db, "SELECT code FROM claims ORDER BY id DESC LIMIT 1")!;
  } finally {
    db.close();
  }
  await engine.setSize(390, 844);
  await engine.goto(`${backOfficeOrigin}/app/gestion/entrar`);
  await engine.setCookie(SESSION_COOKIE, session, "/app/");
  for (const page of [
    "/",
    "/consultas/",
    `/consultas/${request}?estado=pendientes`,
    "/reclamos/",
    `/reclamos/${claim}`,
    `/reclamos/${claim}/imprimir`,
    "/auditoria",
    "/contactos",
    "/exportar",
    "/cuentas",
    "/agenda/",
    "/agenda/semana",
    // The front desk's bookings (issue 46): by phone, from a request, and the waiting list.
    "/agenda/nueva",
    `/agenda/reservar/${request}`,
    "/agenda/espera",
    "/agenda/disponibilidad",
  ]) {
    await check(`${engine.name} 390 px back office ${page}: signed in, no error, no sideways scroll`, async () => {
      await engine.goto(`${backOfficeOrigin}/app/gestion${page}`);
      const title = await engine.run<string>("() => document.title");
      assert(!title.startsWith("Entrar"), `${page} sent to the sign-in page: the session cookie was not kept`);
      assert((await engine.run<number>(overflow)) <= 0, `${page} is wider than the window`);
      await noProblems(engine, page);
    });
  }
}

async function flows(engine: Engine) {
  await engine.setSize(390, 844);
  await check(`${engine.name}: the hero's «${ui.carousel.next}» and «${ui.carousel.previous}» change the slide`, async () => {
    await engine.goto(`${origin}/app/`);
    const hero = `[aria-label="${ui.carousel.hero}"]`;
    // Its arrows show once its island has hydrated (app/components/ui/carousel-button.tsx).
    await until(engine, "the hero's island hydrated", islandOf, hero);
    const current = `() => document.querySelector('${hero} [aria-current="true"]')?.getAttribute("aria-label")`;
    const first = await engine.run<string>(current);
    await clickText(engine, "button", ui.carousel.next, hero);
    const second = await until<string>(
      engine,
      "the next slide",
      `() => { const now = (${current})(); return now !== ${JSON.stringify(first)} && now; }`,
    );
    await clickText(engine, "button", ui.carousel.previous, hero);
    await until(engine, "the first slide again", `() => (${current})() === ${JSON.stringify(first)}`);
    assert(first !== second, "the slide did not change");
  });

  // The home section furthest down, from another page: the hardest landing.
  const target = ui.nav.filter((entry) => entry.to.startsWith("/#")).at(-1)!;
  await check(
    `${engine.name}: the mobile menu opens, and its «${target.label}» from another page lands on its section, focused`,
    async () => {
      // HTML alone (a <dialog> and invoker commands, or the page script where a browser lacks them).
      await engine.goto(`${origin}/app/preguntas-frecuentes`);
      await clickText(engine, "button", ui.menu.open);
      await until(engine, "the menu", `() => !!document.querySelector("dialog[open]")`);
      await clickText(engine, "a", target.label, "dialog[open]");
      const id = target.to.slice(2);
      await until(engine, `#${id} focused`, `(id) => location.hash === "#" + id && document.activeElement?.id === id`, id);
      // The scroll may be smooth: wait until the section's top is on screen.
      await until(
        engine,
        `#${id} on screen`,
        `(id) => { const top = document.getElementById(id).getBoundingClientRect().top; return top >= -2 && top < innerHeight; }`,
        id,
      );
    },
  );

  await check(`${engine.name}: a question of the FAQ opens and closes`, async () => {
    await engine.goto(`${origin}/app/preguntas-frecuentes`);
    await engine.click("main details summary");
    await until(engine, "the answer open", `() => document.querySelector("main details").open`);
    await engine.click("main details summary");
    await until(engine, "the answer closed", `() => !document.querySelector("main details").open`);
  });

  await check(`${engine.name}: the contact form asks for every field, keeps a draft through a reload, and sends`, async () => {
    await engine.goto(`${origin}/app/contactanos`);
    // Its island hydrates as it comes into view; its button is enabled then.
    await engine.run(reveal, "#formulario");
    await until(
      engine,
      "the form ready",
      `() => { const b = document.querySelector("#formulario button[type=submit]"); return b && !b.disabled; }`,
    );
    await engine.click("#formulario button[type=submit]");
    await until(
      engine,
      `«${ui.form.incomplete}»`,
      `(text) => document.querySelector("#formulario [role=alert]")?.textContent.includes(text)`,
      ui.form.incomplete,
    );
    const values = {
      nombre: `Prueba ${engine.name} ${Date.now()}`,
      numero: "+51 987 654 321",
      edad: "34",
      mensaje: "Consulta de prueba.",
    };
    for (const [name, value] of Object.entries(values)) await engine.type(`#formulario [name="${name}"]`, value);
    await engine.reload();
    await engine.run(reveal, "#formulario");
    await until(
      engine,
      "the draft restored",
      `(values) => Object.entries(values).every(([name, value]) => document.querySelector('#formulario [name="' + name + '"]')?.value === value)`,
      values,
    );
    await until(
      engine,
      "the form ready",
      `() => { const b = document.querySelector("#formulario button[type=submit]"); return b && !b.disabled; }`,
    );
    // The box is drawn over a visually hidden input: a person clicks its label.
    await engine.click('#formulario label[for$="-consentimiento"]');
    await engine.click("#formulario button[type=submit]");
    await until(
      engine,
      `«${ui.form.sent}»`,
      `(text) => document.querySelector("#formulario [role=status]")?.textContent.includes(text)`,
      ui.form.sent,
    );
    await noProblems(engine, "/app/contactanos");
  });

  await check(`${engine.name}: the site search finds a page's word`, async () => {
    // A word of the FAQ page's first answer, as built.
    const html = readFileSync("build/client/app/preguntas-frecuentes/index.html", "utf8");
    const word = /<details[\s\S]*?<\/summary>[\s\S]*?<p>[^<]*?\b([a-záéíóúñ]{7,})\b/i.exec(html)![1]!;
    await engine.goto(`${origin}/app/buscar?q=${encodeURIComponent(word)}`);
    await until(
      engine,
      `results for «${word}»`,
      `(word) => document.querySelector("main [role=status]")?.textContent.includes(word) && !!document.querySelector("main mark")`,
      word,
    );
    await noProblems(engine, "/app/buscar");
  });

  await check(`${engine.name}: the editor shows its sign-in screen, asking nothing of another origin`, async () => {
    await engine.goto(`${origin}/app/admin/`);
    await until(
      engine,
      "the sign-in buttons",
      `() => document.querySelectorAll("button").length > 0 && document.querySelector("button")?.textContent.trim()`,
    );
    const foreign = await engine.run<string[]>(
      `() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((url) => !url.startsWith(location.origin + "/") && !/^(blob|data):/.test(url))`,
    );
    assert(foreign.length === 0, `requests to other origins: ${foreign.join(", ")}`);
    await noProblems(engine, "/app/admin/");
  });

  // The complaints book, sent as the page sends it: a plain form post (what a browser without
  // JavaScript does) and the island's fetch. Each engine sends its own Origin and Sec-Fetch-Site:
  // the service must take both as the clinic's own page, while a post from another site is refused.
  const BOOK = "/app/libro-de-reclamaciones";
  const ENDPOINT = "/app/api/reclamaciones";
  const bookForm = `astro-island form[action="${ENDPOINT}"]`;

  await check(`${engine.name}: the complaints book sent without its script answers with the sheet and its code`, async () => {
    await engine.goto(`${origin}${BOOK}`);
    // Hydrated first so nothing redraws the fields while they are filled; the native submit() below
    // fires no submit event, so the island never sees the send: the browser posts the form itself.
    // Its island starts as the form comes into view, as a reader scrolls to it.
    await engine.run(reveal, bookForm);
    await until(engine, "the form's island hydrated", islandOf, bookForm);
    const claim = newClaim(engine, "sin JavaScript");
    await engine.run(fillClaim, bookForm, claim);
    await engine.run(
      `(selector) => { HTMLFormElement.prototype.submit.call(document.querySelector(selector)); return true; }`,
      bookForm,
    );
    const answer = await until<Answer>(engine, "the service's answer page", answered, ENDPOINT);
    assert(answer.code, `the service refused the post: «${answer.refusal}»`);
    await sheetShows(engine, answer.code, claim);
    await noProblems(engine, ENDPOINT);
  });

  await check(`${engine.name}: the complaints book sent by its island shows the sheet and its code in the page`, async () => {
    await engine.goto(`${origin}${BOOK}`);
    // Its island starts as the form comes into view, as a reader scrolls to it.
    await engine.run(reveal, bookForm);
    await until(engine, "the form's island hydrated", islandOf, bookForm);
    const claim = newClaim(engine, "con JavaScript");
    // Typed as a person would (the island keeps a draft of what is typed); the choices clicked.
    for (const [field, value] of Object.entries(claim)) {
      const input = `${bookForm} [name="${field}"]`;
      const radio = await engine.run<boolean>(`(selector) => document.querySelector(selector)?.type === "radio"`, input);
      if (radio) await engine.click(`${input}[value="${value}"]`);
      else await engine.type(input, value);
    }
    await engine.click(`${bookForm} button[type=submit]`);
    const answer = await until<Answer>(engine, "the sheet in the page", answered, BOOK);
    assert(answer.code, `the island shows «${answer.refusal}»`);
    await sheetShows(engine, answer.code, claim);
    await noProblems(engine, BOOK);
  });

  await check(`${engine.name}: a claim posted by another site's page is refused and not stored`, async () => {
    const claim = newClaim(engine, "desde otro sitio");
    await engine.goto(`${foreignOrigin}/?${new URLSearchParams(claim as Record<string, string>)}`);
    await engine.run(`() => { HTMLFormElement.prototype.submit.call(document.forms[0]); return true; }`);
    await until(
      engine,
      `«${book.form.failure.crossSite}»`,
      `([endpoint, text]) => location.pathname === endpoint && document.querySelector("[role=alert]")?.textContent.includes(text)`,
      [ENDPOINT, book.form.failure.crossSite],
    );
    assert(storedCodes(claim.detail!).length === 0, "the claim was stored");
  });

  // «Pide tu primera consulta», the same three ways: the plain form post, the island's fetch (both
  // end on the «received» page) and another site's post, refused.
  const REQUEST = "/app/pide-tu-primera-consulta";
  const RECEIVED = `${REQUEST}/recibida`;
  const REQUESTS = "/app/api/consultas";
  const requestForm = `astro-island form[action="${REQUESTS}"]`;
  const received = `([pathname, title]) => location.pathname === pathname && document.querySelector("h1")?.textContent.trim() === title`;
  const fillRequest = `(selector, name) => {
    const form = document.querySelector(selector);
    form.elements.reason.selectedIndex = 1;
    form.querySelector('[name=modality][value=virtual]').checked = true;
    form.querySelector('[name=days][value=martes]').checked = true;
    form.elements.name.value = name;
    form.elements.phone.value = "987 111 222";
    form.querySelector('[name=channel][value=llamada]').checked = true;
    form.elements.consent.checked = true;
    return true;
  }`;

  await check(`${engine.name}: a consultation request sent without its script ends on the «received» page, stored`, async () => {
    await engine.goto(`${origin}${REQUEST}`);
    await until(engine, "the form's island hydrated", islandOf, requestForm);
    const name = `Rosa ${engine.name} sin JavaScript ${Date.now()}`;
    await engine.run(fillRequest, requestForm, name);
    await engine.run(
      `(selector) => { HTMLFormElement.prototype.submit.call(document.querySelector(selector)); return true; }`,
      requestForm,
    );
    await until(engine, "the «received» page", received, [RECEIVED, consultation.received.title]);
    assert(storedRequests(name) === 1, "the request was not stored once");
    await noProblems(engine, RECEIVED);
  });

  await check(`${engine.name}: a consultation request sent by its island ends on the «received» page, stored`, async () => {
    await engine.goto(`${origin}${REQUEST}`);
    await until(engine, "the form's island hydrated", islandOf, requestForm);
    const name = `Rosa ${engine.name} con JavaScript ${Date.now()}`;
    await engine.run(fillRequest, requestForm, name);
    await engine.click(`${requestForm} button[type=submit]`);
    await until(engine, "the «received» page", received, [RECEIVED, consultation.received.title]);
    assert(storedRequests(name) === 1, "the request was not stored once");
    await noProblems(engine, RECEIVED);
  });

  await check(`${engine.name}: a consultation request posted by another site's page is refused and not stored`, async () => {
    const name = `Rosa ${engine.name} desde otro sitio ${Date.now()}`;
    const fields = { reason: "otro", modality: "virtual", name, phone: "987111222", channel: "llamada", consent: "si" };
    await engine.goto(`${foreignOrigin}/consultas?${new URLSearchParams(fields)}`);
    await engine.run(`() => { HTMLFormElement.prototype.submit.call(document.forms[0]); return true; }`);
    await until(
      engine,
      `«${consultation.form.failure.crossSite}»`,
      `([endpoint, text]) => location.pathname === endpoint && document.querySelector("[role=alert]")?.textContent.includes(text)`,
      [REQUESTS, consultation.form.failure.crossSite],
    );
    assert(storedRequests(name) === 0, "the request was stored");
  });
}

/**
 * The online booking (server/booking/: pages without script) on the sample availability the
 * service writes on its fresh database, from the home page as issue 45 measures it: in person in
 * at most 5 taps (the header's «Reservar cita», a time, the consent, «Reservar mi cita»; the
 * fields typed), virtual in at most 6 (and «Virtual»; the teleconsultation's consent); then the
 * appointment cancelled from its own page, after its one confirmation.
 */
async function bookingFlow(engine: Engine) {
  const bookFromHome = async (modality: "presencial" | "virtual") => {
    let taps = 0;
    const tap = async (selector: string) => {
      taps++;
      await engine.click(selector);
    };
    await engine.goto(`${origin}/app/`);
    await tap("header a[href='/app/reservar-cita/']");
    await until(engine, "the chooser", `() => location.pathname === "/app/reservar-cita/"`);
    if (modality === "virtual") {
      // The modality's link, once the chooser's is there and in view.
      await until(
        engine,
        "the modality's links",
        `() => document.readyState === "complete" && !!document.querySelector("nav a[href$='modalidad=virtual']")`,
      );
      await tap("nav a[href$='modalidad=virtual']");
      await until(engine, "the virtual times", `() => location.search.includes("modalidad=virtual")`);
    }
    // A time of the day shown, at random: the engines and the Chromium suite share no agenda, but two runs may.
    // Once the page is whole (its stylesheet applied): WebKitWebDriver refuses an element not laid out yet.
    await until(
      engine,
      "a free time",
      `() => document.readyState === "complete" && document.querySelectorAll("button[name=hora]").length > 0`,
    );
    await engine.run(
      `() => { const times = document.querySelectorAll("button[name=hora]"); times[Math.floor(Math.random() * times.length)].setAttribute("data-engine-target", ""); return true; }`,
    );
    await tap("[data-engine-target]");
    await until(engine, "the booking form", `() => !!document.querySelector("#cita-name")`);
    const email = `${engine.name.toLowerCase()}-${modality}-${Date.now()}@example.com`;
    await engine.type("#cita-name", `Rosa ${engine.name}`);
    await engine.type("#cita-phone", `9${String(Date.now()).slice(-8)}`);
    await engine.type("#cita-email", email);
    await tap("#cita-consent");
    if (modality === "virtual") await tap("#cita-teleconsent");
    await tap("form[action='/app/reservar-cita/reservar'] button[type=submit]");
    await until(
      engine,
      `«${booking.confirmation.title}»`,
      `(text) => document.querySelector("h1")?.textContent === text`,
      booking.confirmation.title,
    );
    assert(storedAppointment(email) === "reservada", "the appointment was not stored");
    const most = modality === "virtual" ? 6 : 5;
    assert(taps <= most, `${taps} taps, more than ${most}`);
    console.log(`    ${modality}: ${taps} taps`);
    return email;
  };
  await check(
    `${engine.name}: booked from the home page in at most 5 taps in person, then cancelled from its own page`,
    async () => {
      const email = await bookFromHome("presencial");
      await noProblems(engine, "the confirmation");
      await engine.click("form[action='/app/reservar-cita/cita/cancelar'] button[type=submit]");
      await until(
        engine,
        `«${booking.manage.cancelConfirmTitle}»`,
        `(text) => document.querySelector("h1")?.textContent === text`,
        booking.manage.cancelConfirmTitle,
      );
      assert(storedAppointment(email) === "reservada", "cancelled before its confirmation");
      await engine.click("form[action='/app/reservar-cita/cita/cancelar'] button[type=submit]");
      await until(
        engine,
        `«${booking.manage.cancelledNow}»`,
        `(text) => document.querySelector("[role=status]")?.textContent === text`,
        booking.manage.cancelledNow,
      );
      assert(storedAppointment(email) === "cancelada", "the appointment was not cancelled");
    },
  );
  await check(`${engine.name}: a virtual visit booked from the home page in at most 6 taps`, async () => {
    await bookFromHome("virtual");
  });
}

function storedAppointment(email: string): unknown {
  const db = new DatabaseSync(complaintsDb, { readOnly: true });
  try {
    return db.prepare("SELECT state FROM appointments WHERE email = ?").get(email)?.state;
  } finally {
    db.close();
  }
}

/** How many consultation requests the service stored with this name (its database, read-only). */
function storedRequests(name: string): number {
  const db = new DatabaseSync(complaintsDb, { readOnly: true });
  try {
    return Number((db.prepare("SELECT COUNT(*) AS n FROM consultation_requests WHERE name = ?").get(name) as { n: number }).n);
  } finally {
    db.close();
  }
}

/** A claim of the book with every required field, its detail unique to this engine and run. */
function newClaim(engine: Engine, how: string): ComplaintDraft {
  return {
    patientFirstNames: "Rosa María",
    patientLastNames: "Quispe Huamán",
    patientDocumentType: "dni",
    patientDocumentNumber: "45678912",
    patientAddress: "Jr. Las Flores 123, Surquillo",
    patientPhone: "987111222",
    patientEmail: `${engine.name}@example.com`,
    service: "Consulta de fertilidad",
    kind: "reclamo",
    detail: `Prueba ${engine.name} ${how} ${Date.now()}`,
    request: "Que me den una nueva cita.",
    emailConsent: "si",
  };
}

/** Fills the form's fields in the page (text set, choices checked), firing no event. */
const fillClaim = `(selector, claim) => {
  const form = document.querySelector(selector);
  for (const [name, value] of Object.entries(claim)) {
    const input = form.querySelector('[name="' + name + '"]' + (form.elements[name] instanceof RadioNodeList ? '[value="' + value + '"]' : ""));
    if (input.type === "radio") input.checked = true;
    else input.value = value;
  }
  return true;
}`;

/** At `pathname`, the sheet's code, or the refusal (an alert's text) in its place. */
type Answer = { code?: string; refusal?: string };
const answered = `(pathname) => {
  if (location.pathname !== pathname) return null;
  const code = document.querySelector("[data-testid=codigo-reclamo]")?.textContent.trim();
  const refusal = [...document.querySelectorAll("[role=alert]")].map((alert) => alert.textContent.trim()).filter(Boolean).join(" ");
  return code ? { code } : refusal ? { refusal } : null;
}`;

/** The codes the service stored for a detail (its database, read-only). */
function storedCodes(detail: string): string[] {
  const db = new DatabaseSync(complaintsDb, { readOnly: true });
  try {
    return (db.prepare("SELECT code FROM claims WHERE detail = ?").all(detail) as { code: string }[]).map((row) => row.code);
  } finally {
    db.close();
  }
}

/** The sheet shown is the claim's: its heading, the code the service stored for it, and what was written. */
async function sheetShows(engine: Engine, code: string, claim: ComplaintDraft) {
  const shown = await engine.run<{ heading?: string; text?: string }>(
    `(code) => { const sheet = document.querySelector("[data-testid=codigo-reclamo]").closest("section"); return { heading: sheet.querySelector("h2")?.textContent.trim(), text: sheet.textContent }; }`,
    code,
  );
  assert(shown.heading === book.sheet.heading, `the sheet's heading is «${shown.heading}», not «${book.sheet.heading}»`);
  assert(shown.text?.includes(claim.detail!), "the sheet does not show the detail written");
  const stored = storedCodes(claim.detail!);
  assert(
    stored.length === 1 && stored[0] === code,
    `the page shows ${code}, the service stored ${stored.join(", ") || "nothing"}`,
  );
}

/** Another site's page: a form that posts the claim (or, at /consultas, the request) in its query to the service. */
const foreignSite = createServer((request, response) => {
  const url = new URL(request.url ?? "/", foreignOrigin);
  const action = url.pathname === "/consultas" ? "/app/api/consultas" : "/app/api/reclamaciones";
  const fields = [...url.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!DOCTYPE html><html lang="es"><title>Otro sitio</title><form method="post" action="${origin}${action}">${fields}</form></html>`,
  );
});
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const server = spawn("node", ["--import", "tsx", "server/start.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    EMAILJS_SINK_OUTBOX: "test-results/emailjs-outbox/engines.jsonl",
    COMPLAINTS_DB: complaintsDb,
    COMPLAINTS_OUTBOX_DIR: path.join(complaintsDir, "correos"),
    // Every check sends from 127.0.0.1: the per-sender limit is the service's tests' business.
    COMPLAINTS_RATE_LIMIT: "10000",
    CONSULTAS_RATE_LIMIT: "10000",
  },
  stdio: "ignore",
});
const started = Date.now();
try {
  foreignSite.listen(foreignPort, "127.0.0.1");
  await once(foreignSite, "listening");
  for (
    let tries = 0;
    !(await fetch(`${origin}/app/`)
      .then((r) => r.ok)
      .catch(() => false));
    tries++
  ) {
    if (tries > 150) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const start of [firefox, () => webkit(driverPort)]) {
    const engine = await start();
    console.log(`\n${engine.name}`);
    try {
      // ENGINES_ONLY=pages,flows,booking,gestion runs only those parts (all by default).
      const part = (name: string) => !process.env.ENGINES_ONLY || process.env.ENGINES_ONLY.split(",").includes(name);
      if (part("pages")) await everyPage(engine);
      if (part("flows")) await flows(engine);
      if (part("booking")) await bookingFlow(engine);
      if (part("gestion")) await backOffice(engine);
    } finally {
      await engine.close();
    }
  }
} finally {
  foreignSite.close();
  server.kill();
  if (server.exitCode === null && server.signalCode === null) await once(server, "exit");
  rmSync(complaintsDir, { recursive: true, force: true });
}
console.log(`\n${passed} passed, ${failures.length} failed (${Math.round((Date.now() - started) / 1000)} s)`);
if (failures.length) {
  console.log(failures.map((name) => `  ✘ ${name}`).join("\n"));
  process.exit(1);
}
