// The nginx tests' stand-in for EmailJS on its own loopback origin: the local sink of `npm start`
// (e2e/stand-ins/emailjs-sink.ts), answering cross-origin requests as EmailJS does.
import http from "node:http";
import { createEmailJsSink } from "#e2e/stand-ins/emailjs-sink.ts";
import { outbox, sinkPort } from "./setup.ts";

const sink = createEmailJsSink({ outbox });

http
  .createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Access-Control-Allow-Methods": "POST", "Access-Control-Allow-Headers": "Content-Type" });
      res.end();
    } else if (!sink(req, res)) {
      res.writeHead(404);
      res.end();
    }
  })
  .listen(sinkPort, "127.0.0.1", () => console.log(`EmailJS stand-in on http://127.0.0.1:${sinkPort}, outbox ${outbox}`));
