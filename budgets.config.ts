// Byte budgets for every page, checked by e2e/budgets.spec.ts in `npm test`. Bytes, not time:
// they are the same on every machine. JS, CSS and HTML are counted gzip-compressed (level 9, what
// the server sends at least); images and fonts as they are. A page "loads" what Chromium fetches
// for it at a 390 px wide phone viewport until the network is quiet, hydration included.
export const budgets = {
  /** Compressed JavaScript of any one page. */
  jsKb: 120,
  /**
   * The complaints book's JavaScript: it checks the form in the browser with the same zod schema
   * the service checks it with (one source for the rules), and zod adds about 20 KB. The next step:
   * load the schema on the first send rather than with the page.
   */
  complaintsBookJsKb: 145,
  /** Compressed CSS of any one page. */
  cssKb: 20,
  /** Compressed HTML document of any one page. */
  htmlKb: 30,
  /** Everything the home page loads at 390 px wide: HTML, CSS, JS, fonts, images, route data. */
  homeTotalKb: 400,
  /** Everything any other page loads at 390 px wide. */
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
