// The service's own answers (the booking's pages, the back office's, the JSON) are compressed for a
// browser that accepts it, as the build's files are (issue 45: the booking's HTML went uncompressed).
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { Db } from "#server/db.ts";
import { agendaDb, MONDAY_7AM } from "#server/booking/testing/agenda.ts";
import { createApp } from "./app.ts";
import { serviceContext } from "./service-context.ts";
import { validClaim } from "#shared/complaints-book/testing/claims.ts";

let db: Db;
beforeEach(() => {
  db = agendaDb();
});
afterEach(() => db.close());

const app = () =>
  createApp({
    service: serviceContext({ db, root: "/nonexistent", linkOrigin: "https://clinica.example", now: () => MONDAY_7AM }),
    booking: { closedDates: new Set(), rateLimit: null },
  });

test("the booking's page is sent gzipped to a browser that accepts it, and whole to one that does not", async () => {
  const gzipped = await app().request("/app/reservar-cita/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(gzipped.status).toBe(200);
  expect(gzipped.headers.get("content-encoding")).toBe("gzip");
  expect(gzipped.headers.get("vary")).toContain("Accept-Encoding");
  const body = Buffer.from(await gzipped.arrayBuffer());
  const html = gunzipSync(body).toString("utf8");
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(body.length).toBeLessThan(html.length / 3);
  const plain = await app().request("/app/reservar-cita/");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(await plain.text()).toBe(html);
});

test("the free times' JSON too", async () => {
  const answer = await app().request("/app/api/agenda/horarios?modalidad=presencial", { headers: { "Accept-Encoding": "gzip" } });
  expect(answer.headers.get("content-encoding")).toBe("gzip");
  expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString("utf8"))).toHaveProperty("dias");
});

test("the answer to a submission is not compressed: it goes whole, with its status", async () => {
  const answer = await app().request("/app/api/reclamaciones", {
    method: "POST",
    headers: {
      "Accept-Encoding": "gzip",
      "Content-Type": "application/json",
      Accept: "application/json",
      "Sec-Fetch-Site": "same-origin",
    },
    body: JSON.stringify(validClaim()),
  });
  expect(answer.status).toBe(201);
  expect(answer.headers.get("content-encoding")).toBeNull();
  expect(await answer.json()).toHaveProperty("claim.code");
});
