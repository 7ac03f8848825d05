// `npm run deploy:nginx`: writes the nginx snippets generated from shared/headers/headers.ts. Run it after
// changing a header there; shared/headers/headers.test.ts fails while the committed snippets differ.
import { writeFileSync } from "node:fs";
import { generatedNginxFiles } from "#shared/headers/headers.ts";

for (const [file, text] of Object.entries(generatedNginxFiles())) {
  writeFileSync(new URL(`../deploy/nginx/${file}`, import.meta.url), text);
  console.log(`deploy/nginx/${file}`);
}
