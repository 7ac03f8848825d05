import http from "node:http";
import zlib from "node:zlib";
import { nginxPort } from "./setup.ts";

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names as sent, once per occurrence. */
  names: string[];
  /** The body as sent (still compressed) and decoded. */
  body: Buffer;
  text: string;
};

/** One request to the test nginx, with nothing decoded or followed behind the test's back. */
export function request(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: nginxPort, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded = encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          names: res.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          body,
          text: decoded.toString("utf8"),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
