import { gzipSync } from "node:zlib";
import { pageScriptSource } from "./app/lib/page-script.ts";
console.log(pageScriptSource.length, gzipSync(pageScriptSource, { level: 9 }).length);
