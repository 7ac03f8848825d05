// The part of Adobe's structured-data validator and its extractor that e2e/structured-data.spec.ts
// uses (the packages ship no types).
declare module "@marbec/web-auto-extractor" {
  export type Extracted = Record<string, unknown>;
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}

declare module "@adobe/structured-data-validator" {
  import type { Extracted } from "@marbec/web-auto-extractor";
  export type Issue = { severity: "ERROR" | "WARNING"; rootType: string; issueMessage: string; fieldNames?: string[] };
  /** Without schema.org's vocabulary (which it would fetch) it checks Google's rich-result rules. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Extracted): Promise<Issue[]>;
  }
}
