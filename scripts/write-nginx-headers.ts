// `npm run deploy:nginx`: writes the nginx snippets generated from deploy/headers.ts. Run it after
// changing a header there; deploy/headers.test.ts fails while the committed snippets differ.
import { writeFileSync } from "node:fs";
import { generatedNginxFiles } from "../deploy/headers.ts";

for (const [file, text] of Object.entries(generatedNginxFiles())) {
  writeFileSync(new URL(`../deploy/nginx/${file}`, import.meta.url), text);
  console.log(`deploy/nginx/${file}`);
}
