// Every page's document and headers, as sent compressed, within the first round trip
// (e2e/budgets.ts): bytes from the server's own answer, not a timing. On the frozen sample, so the
// code that writes the pages is held to it: how long the clinic's own texts are (more questions in
// its FAQ, say) is the clinic's to weigh, and `npm run bench -- pages` prints each page's document size.
import { budgets } from "./budgets.ts";
import { prerenderedPaths } from "./pages.ts";
import { expect, test } from "./test.ts";

for (const path of prerenderedPaths()) {
  test(`${path} arrives in the first round trip`, async ({ request }) => {
    const response = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["content-encoding"]).toBe("br");
    const body = Number(response.headers()["content-length"]);
    const headers = `HTTP/1.1 ${response.status()} ${response.statusText()}\r\n${response
      .headersArray()
      .map(({ name, value }) => `${name}: ${value}\r\n`)
      .join("")}\r\n`.length;
    console.log(
      `${path.padEnd(46)} document ${body} B brotli + ${headers} B headers = ${body + headers} B (limit ${budgets.firstRoundTripBytes})`,
    );
    expect(body + headers, "document and headers, bytes").toBeLessThanOrEqual(budgets.firstRoundTripBytes);
  });
}
