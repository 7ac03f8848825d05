// Byte budgets for every page, checked by e2e/budgets.spec.ts and e2e/first-round-trip.spec.ts in
// `npm test`: the one place their numbers live. Bytes, not time: they are the same on every
// machine. JS, CSS and HTML are counted gzip-compressed (level 9, what the server sends at least);
// images and fonts as they are.

/**
 * The kinds of page, by what a visitor does there (issue 29's targets). Every built page has a
 * kind (e2e/budgets.spec.ts fails for one that has none), and each kind its JavaScript budget.
 */
export const pageKinds = {
  /** The hero, staff and testimonial carousels, and the contact form further down. */
  home: { paths: [/^\/app\/$/], scriptKb: 85 },
  /** The contact form. */
  contact: { paths: [/^\/app\/contactanos$/], scriptKb: 80 },
  /**
   * The complaint form's enhancements and its draft: 84.1 KB when set (issue 29's target is 100).
   * The form's rules use zod's functional API (zod/mini), which carries only the checks they use;
   * the classic API carried every check zod has, about 16 KB more.
   */
  complaintsBook: { paths: [/^\/app\/libro-de-reclamaciones$/], scriptKb: 100 },
  /** «Pide tu primera consulta»: the request form's enhancements and its draft (86.2 KB when set, like the complaint form and 2 KB more of fields). */
  consultationRequest: { paths: [/^\/app\/pide-tu-primera-consulta$/], scriptKb: 90 },
  /** The request received: the chat summary's editable box (React and one small island). */
  consultationReceived: { paths: [/^\/app\/pide-tu-primera-consulta\/recibida$/], scriptKb: 80 },
  /** The site search (its index is loaded only when a search is run, not counted here). */
  search: { paths: [/^\/app\/buscar$/], scriptKb: 80 },
  /**
   * «¿Cuándo consultar?»: its questions answer in the page with an inline script of its own (the
   * rule of app/lib/when-to-consult-rule.ts, a few hundred bytes), beside the layout's; no script file.
   */
  guide: { paths: [/^\/app\/cuando-consultar$/], scriptKb: 2 },
  /**
   * Pages where no script has work to do: service, treatment, doctor profile, article, article
   * list, topic, FAQ, first visit, privacy, nueva-ruta and 404. Not one script file; only the
   * layout's inline script (the fixed navigation, anchor focus, the menu's fallbacks).
   */
  noScriptFiles: {
    paths: [
      /^\/app\/servicios\/[^/]+$/,
      /^\/app\/reproduccion-asistida$/,
      /^\/app\/perfil-doctor\/[^/]+$/,
      /^\/app\/articulos$/,
      /^\/app\/articulos\/[^/]+$/,
      /^\/app\/articulos\/tema\/[^/]+$/,
      /^\/app\/preguntas-frecuentes$/,
      /^\/app\/primera-consulta$/,
      /^\/app\/politica-de-privacidad$/,
      /^\/app\/nueva-ruta$/,
      /^\/app\/404$/,
    ],
    scriptKb: 0,
  },
} as const;

export type PageKind = keyof typeof pageKinds;

/** A page's kind, by its path ("/app/", "/app/servicios/cirugias"); undefined when it has none. */
export const pageKindOf = (path: string): PageKind | undefined =>
  (Object.keys(pageKinds) as PageKind[]).find((kind) => pageKinds[kind].paths.some((pattern) => pattern.test(path)));

export const budgets = {
  /**
   * The inline script of a page with no script files, compressed (speculation rules and JSON-LD are
   * not script): the layout's one script, a few hundred bytes (the fixed navigation, anchor focus,
   * the menu's fallbacks; about 700 when this was set). On pages with islands, Astro's inline
   * island loader comes with it, and both count in the page's JavaScript budget. Raised from 1,024
   * when the count of contacts (issue 31) added its beacon on chat and phone links: 1,017 → 1,175.
   */
  inlineScriptBytes: 1_200,
  /** Compressed CSS of any one page. */
  cssKb: 20,
  /** Compressed HTML document of any one page. */
  htmlKb: 30,
  /** Everything the home page loads on arrival at 390 px wide: HTML, CSS, JS, fonts, images. */
  homeTotalKb: 400,
  /** Everything any other page loads on arrival at 390 px wide. */
  pageTotalKb: 300,
  /**
   * Any page's document as sent (brotli) with its response headers, in bytes: what fits in the
   * first round trip (ten TCP segments of 1,460 bytes, as Lighthouse simulates). A bigger document
   * waits a round trip more for its last bytes, and the page's picture and fonts with it.
   */
  firstRoundTripBytes: 14_600,
} as const;

/** The viewport the totals are measured at: a common phone (3 device pixels per CSS pixel). */
export const budgetViewport = { width: 390, height: 844, deviceScaleFactor: 3 } as const;
