// The page script as pages ship it: the layout's markup (the real SiteShell, rendered to HTML) with
// the script's inlined source at the end of <body>, loaded by jsdom at an address, then used as a
// person would. Each test is a fresh document, so listeners never pile up between tests.
import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JSDOM, type DOMWindow } from "jsdom";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteShell } from "./site-shell.tsx";
import { FaqPage } from "#app/components/content/faq-page.tsx";
import { getLayoutUi, getNavigation } from "#app/content/content.server.ts";
import { BEACON_KINDS, COUNT_ENDPOINT } from "#shared/contact-counts/contact-counts.ts";
import { FIXED_NAV_THRESHOLD, pageScript } from "#app/lib/page-script.ts";

// As the layout inlines it (app/layouts/page.astro).
const count = { url: COUNT_ENDPOINT, chat: BEACON_KINDS.chat, phone: BEACON_KINDS.phone };
const pageScriptSource = `(${pageScript.toString()})(${FIXED_NAV_THRESHOLD},${JSON.stringify(count)})`;

const ui = getLayoutUi();
const nav = getNavigation();
const origin = "https://clinica.test";

// A FAQ of two groups, the second question in a closed <details> of its own.
const faq = (
  <FaqPage
    contentsLabel="Temas"
    page={{
      title: "Preguntas frecuentes",
      body: "<p>Lo que más nos preguntan.</p>",
      groups: [
        {
          id: "costos",
          title: "Costos",
          questions: [
            { id: "pregunta-precio", question: "¿Cuánto cuesta la consulta?", answer: "<p>Depende del caso.</p>" },
            { id: "pregunta-seguro", question: "¿Aceptan seguros?", answer: '<p id="seguros-lista">Con varios.</p>' },
          ],
        },
        {
          id: "tratamientos",
          title: "Tratamientos",
          questions: [{ id: "pregunta-fiv", question: "¿Qué es la FIV?", answer: "<p>Fecundación in vitro.</p>" }],
        },
      ],
    }}
  />
);

// A home page's sections, as far as the menu's links to them need.
const homeSections = (
  <>
    {nav
      .filter((item) => item.to.startsWith("/#"))
      .map((item) => (
        <section key={item.to} id={item.to.slice(2)} aria-label={item.label}>
          <p>{item.label}</p>
        </section>
      ))}
  </>
);

/**
 * The page at `path` (under /app), scripts run as they come. jsdom has modal dialogs' `open` but
 * neither `showModal()` nor `close()`: the stand-ins below do the part of the browser the script
 * calls. `invokers` says whether this "browser" has invoker commands (the `command` property);
 * `scrollY`, where the page is scrolled to as it loads (a reload, the back button).
 */
async function load(path: string, main: ReactNode, { invokers = false, scrollY = 0 } = {}) {
  const beacons: { url: string; fields: Record<string, string> }[] = [];
  const body = renderToStaticMarkup(
    <SiteShell ui={ui} nav={nav} path={path.replace(/#.*/, "")}>
      {main}
    </SiteShell>,
  );
  const dom = new JSDOM(`<!doctype html><html lang="es-PE"><body>${body}<script>${pageScriptSource}</script></body></html>`, {
    url: `${origin}/app${path}`,
    runScripts: "dangerously",
    pretendToBeVisual: true,
    beforeParse(window) {
      Object.assign(window, { scrollY });
      const dialog = window.HTMLDialogElement.prototype;
      dialog.showModal = function (this: HTMLDialogElement) {
        this.open = true;
      };
      dialog.close = function (this: HTMLDialogElement) {
        this.open = false;
      };
      if (invokers) Object.defineProperty(window.HTMLButtonElement.prototype, "command", { value: "", configurable: true });
      // jsdom has no sendBeacon: this one records what the page queues.
      Object.defineProperty(window.navigator, "sendBeacon", {
        value: (url: string, body: URLSearchParams) => beacons.push({ url, fields: Object.fromEntries(body) }) > 0,
      });
      // jsdom cannot follow a chat or phone link: the tests only need the tap.
      window.addEventListener("click", (event) => {
        if ((event.target as Element).closest("a[href^='tel:'], a[href^='https://wa.me/']")) event.preventDefault();
      });
    },
  });
  const { window } = dom;
  if (window.document.readyState === "loading") {
    await new Promise((resolve) => window.document.addEventListener("DOMContentLoaded", resolve));
  }
  const page = within(window.document.body);
  return { window, page, beacons, user: userEvent.setup({ document: window.document }) };
}

/** Until the browser has followed a #hash and told the page (hashchange is a task of its own). */
const settled = (window: DOMWindow) => new Promise((resolve) => window.setTimeout(resolve, 0));

describe("the header", () => {
  it(`is fixed past ${FIXED_NAV_THRESHOLD} px of scroll, and not before`, async () => {
    const { window, page } = await load("/servicios/cirugias", <p>Texto</p>);
    const header = page.getByRole("banner");
    const scrollTo = (y: number) => {
      Object.assign(window, { scrollY: y });
      window.dispatchEvent(new window.Event("scroll"));
    };
    expect(header).toHaveAttribute("data-fixed", "false");
    scrollTo(FIXED_NAV_THRESHOLD);
    expect(header).toHaveAttribute("data-fixed", "false");
    scrollTo(FIXED_NAV_THRESHOLD + 1);
    expect(header).toHaveAttribute("data-fixed", "true");
    scrollTo(0);
    expect(header).toHaveAttribute("data-fixed", "false");
  });

  it("is fixed at once on a page opened already scrolled (a reload, the back button)", async () => {
    const { page } = await load("/", <p>Texto</p>, { scrollY: 400 });
    expect(page.getByRole("banner")).toHaveAttribute("data-fixed", "true");
  });
});

describe("a #hash", () => {
  it("arriving on a question opens it and focuses its summary", async () => {
    const { window, page } = await load("/preguntas-frecuentes#pregunta-seguro", faq);
    const question = page.getByText("¿Aceptan seguros?").closest("details")!;
    expect(question).toHaveAttribute("open");
    expect(window.document.activeElement).toBe(question.querySelector("summary"));
    // The other questions stay as they were.
    expect(page.getByText("¿Cuánto cuesta la consulta?").closest("details")).not.toHaveAttribute("open");
  });

  it("arriving inside a closed answer opens it and focuses the target itself", async () => {
    const { window, page } = await load("/preguntas-frecuentes#seguros-lista", faq);
    const target = page.getByText("Con varios.");
    expect(target.closest("details")).toHaveAttribute("open");
    expect(window.document.activeElement).toBe(target);
    // Focusable by script only: not a new stop of the keyboard's walk.
    expect(target).toHaveAttribute("tabindex", "-1");
  });

  it("followed within the page (a group's link) focuses the group's section", async () => {
    const { window, page, user } = await load("/preguntas-frecuentes", faq);
    await user.click(page.getByRole("link", { name: "Tratamientos" }));
    await settled(window);
    expect(window.location.hash).toBe("#tratamientos");
    expect(window.document.activeElement).toBe(page.getByRole("heading", { name: "Tratamientos" }).closest("section"));
  });

  it("to a question followed within the page opens it, focused", async () => {
    const { window, page } = await load("/preguntas-frecuentes", faq);
    window.location.hash = "#pregunta-fiv";
    await settled(window);
    const question = page.getByText("¿Qué es la FIV?").closest("details")!;
    expect(question).toHaveAttribute("open");
    expect(window.document.activeElement).toBe(question.querySelector("summary"));
  });

  it("naming nothing on the page changes nothing", async () => {
    const { window, page } = await load("/preguntas-frecuentes#no-existe", faq);
    expect(window.document.activeElement).toBe(window.document.body);
    for (const question of page.getAllByRole("group")) expect(question).not.toHaveAttribute("open");
  });
});

describe("the menu", () => {
  it("without invoker commands, its buttons open and close it (the script stands in)", async () => {
    const { page, user } = await load("/", homeSections);
    expect(page.queryByRole("dialog")).toBeNull();
    await user.click(page.getByRole("button", { name: ui.menu.open }));
    const menu = page.getByRole("dialog", { name: ui.menu.title });
    await user.click(within(menu).getByRole("button", { name: ui.menu.close }));
    expect(page.queryByRole("dialog")).toBeNull();
  });

  it("with invoker commands, leaves its buttons to the browser", async () => {
    const { page, user } = await load("/", homeSections, { invokers: true });
    // This "browser" claims invoker commands but does nothing with them: the script must not act.
    await user.click(page.getByRole("button", { name: ui.menu.open }));
    expect(page.queryByRole("dialog")).toBeNull();
  });

  for (const invokers of [false, true]) {
    it(`closes when one of its links to a section of the page is followed, which gets focus${invokers ? " (invoker commands)" : ""}`, async () => {
      const { window, page, user } = await load("/", homeSections, { invokers });
      const section = nav.filter((item) => item.to.startsWith("/#")).at(-1)!;
      const menuButton = page.getByRole("button", { name: ui.menu.open });
      menuButton.ownerDocument.querySelector<HTMLDialogElement>(`#${menuButton.getAttribute("commandfor")}`)!.showModal();
      const menu = page.getByRole("dialog", { name: ui.menu.title });
      await user.click(within(menu).getByRole("link", { name: section.label }));
      await settled(window);
      expect(page.queryByRole("dialog")).toBeNull();
      expect(window.location.hash).toBe(section.to.slice(1));
      expect(window.document.activeElement).toBe(page.getByRole("region", { name: section.label }));
    });
  }

  it("closes when its backdrop is tapped, not when the menu itself is", async () => {
    const { page, user } = await load("/", homeSections);
    await user.click(page.getByRole("button", { name: ui.menu.open }));
    const menu = page.getByRole("dialog", { name: ui.menu.title });
    await user.click(within(menu).getByText(ui.menu.title));
    expect(menu).toHaveAttribute("open");
    // A tap on the backdrop is a click on the <dialog> element itself.
    await user.click(menu);
    expect(page.queryByRole("dialog")).toBeNull();
  });
});

describe("the count of contacts", () => {
  it("queues one count, with this page's path and nothing else, when a chat or phone link is followed", async () => {
    const { page, beacons, user } = await load("/servicios/cirugias", <a href="/app/articulos">Leer un artículo</a>);
    const linkTo = (start: string) => page.getAllByRole("link").find((link) => link.getAttribute("href")!.startsWith(start))!;
    await user.click(linkTo("https://wa.me/"));
    await user.click(linkTo("tel:"));
    await user.click(page.getByRole("link", { name: "Leer un artículo" }));
    expect(beacons).toEqual([
      { url: "/app/api/cuenta", fields: { tipo: "chat", pagina: "/app/servicios/cirugias" } },
      { url: "/app/api/cuenta", fields: { tipo: "telefono", pagina: "/app/servicios/cirugias" } },
    ]);
  });
});
