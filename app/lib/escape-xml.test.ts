import { describe, expect, it } from "vitest";
import { escapeXml } from "./escape-xml.ts";

describe("escapeXml", () => {
  it("escapes what would end text or a double-quoted attribute, ampersands first", () => {
    expect(escapeXml(`Fe & "vida" <3 &amp;`)).toBe("Fe &amp; &quot;vida&quot; &lt;3 &amp;amp;");
  });
});
