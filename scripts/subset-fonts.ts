// Makes the site's two font files, app/fonts/nunito-sans-{400,700}.woff2, from @fontsource's Latin
// files, keeping only the characters Spanish text needs (ñ, tildes, ¿¡, «», dashes, quotes, °, €…).
// Smaller files arrive sooner, and both are preloaded (app/layouts/page.astro). Any character outside the
// subset still shows, in the fallback font: @font-face's unicode-range in app/app.css says which.
// Run after upgrading @fontsource/nunito-sans: tsx scripts/subset-fonts.ts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Printable ASCII, Latin-1 (every Spanish letter, ¿¡ «» ° ª º ·), and the typographer's punctuation. */
const spanishText =
  String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)) +
  String.fromCharCode(...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i)) +
  "‐‑–—‘’‚“”„•…‹›€™−";

for (const weight of [400, 700]) {
  const source = require.resolve(`@fontsource/nunito-sans/files/nunito-sans-latin-${weight}-normal.woff2`);
  const input = readFileSync(source);
  const output = await subsetFont(input, spanishText, { targetFormat: "woff2" });
  const target = `app/fonts/nunito-sans-${weight}.woff2`;
  writeFileSync(target, output);
  console.log(`${target}: ${input.length} → ${output.length} bytes`);
}
