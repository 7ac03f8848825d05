import path from "node:path";
import { expect, test, vi } from "vitest";
import { clinic } from "#shared/clinic/facts.ts";
import { openDatabase } from "./db.ts";
import { serviceContext } from "./service-context.ts";

const db = openDatabase(":memory:");

test("the defaults are written once: the build's folder, the clinic's origin, the real clock, the loopback, no outbox", () => {
  vi.useFakeTimers({ now: new Date("2026-03-02T15:00:00Z") });
  const service = serviceContext({ db });
  expect(service.db).toBe(db);
  expect(service.root).toBe(path.resolve("build/client"));
  expect(service.origin).toBeUndefined();
  expect(service.linkOrigin).toBe(clinic.origin);
  expect(service.now().toISOString()).toBe("2026-03-02T15:00:00.000Z");
  vi.useRealTimers();
  expect(service.trustedProxies).toContain("127.0.0.1");
  expect(() => service.wakeOutbox()).not.toThrow();
});

test("a test's own clock, origin and outbox win; a setting given as undefined keeps its default", () => {
  const at = new Date("2026-03-02T15:00:00Z");
  let woken = 0;
  const service = serviceContext({
    db,
    now: () => at,
    origin: "https://www.example.pe",
    wakeOutbox: () => woken++,
    root: undefined,
    trustedProxies: undefined,
  });
  expect(service.now()).toBe(at);
  expect(service.origin).toBe("https://www.example.pe");
  service.wakeOutbox();
  expect(woken).toBe(1);
  expect(service.root).toBe(path.resolve("build/client"));
  expect(service.trustedProxies).toContain("127.0.0.1");
});
