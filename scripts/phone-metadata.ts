// Writes shared/clinic/phone-metadata.ts: Peru's entry of libphonenumber-js's full ("max") metadata,
// the only country the clinic's numbers are read as (shared/clinic/phone.ts). Run it after
// upgrading libphonenumber-js: shared/clinic/phone.test.ts fails until the copy matches the library.
//   npx tsx scripts/phone-metadata.ts
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const max = require("libphonenumber-js/metadata.max.json") as { version: number; countries: Record<string, unknown> };
const peru = { version: max.version, country_calling_codes: { 51: ["PE"] }, countries: { PE: max.countries.PE } };
const file = new URL("../shared/clinic/phone-metadata.ts", import.meta.url);
writeFileSync(
  file,
  `// Peru's phone metadata, copied from libphonenumber-js's metadata.max.json by scripts/phone-metadata.ts
// (do not edit by hand; shared/clinic/phone.test.ts checks it against the installed library).
export const PERU_PHONE_METADATA = ${JSON.stringify(peru, null, 2)};
`,
);
console.log(`Escrito ${file.pathname}`);
