import path from "node:path";
import { expect, it } from "vitest";
import { isEmailJsConfigured } from "#shared/clinic/emailjs.ts";
import { EnvError, parseEnv } from "./env.ts";

it("gives every setting its default", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    production: false,
    port: 3000,
    host: "127.0.0.1",
    siteRoot: path.resolve("build/client"),
    databaseFile: path.resolve(".data/reclamaciones.sqlite"),
    complaints: {
      delivering: true,
      rateLimit: 20,
      recipientLimit: 3,
      retentionYears: 2,
      clinicEmail: "contacto@alboradafertilidad.pe",
    },
    smtp: null,
    mailFrom: "contacto@alboradafertilidad.pe",
    backOffice: { origin: "http://localhost:3000", clinicName: "Alborada Fertilidad" },
    health: { minFreeBytes: 64 * 1024 * 1024, outboxMaxAgeMs: 120 * 60_000, cacheMs: 1000 },
  });
  expect(env.emailjsSink).not.toBeNull();
});

it("refuses a wrong value with a Spanish message naming each variable", () => {
  const wrong = () =>
    parseEnv({ PORT: "tres mil", COMPLAINTS_DELIVERY: "quizá", GESTION_ORIGIN: "ftp://x", HEALTH_MIN_FREE_MB: "-1" });
  expect(wrong).toThrow(EnvError);
  expect(wrong).toThrow(/PORT debe ser un número entero/);
  expect(wrong).toThrow(/COMPLAINTS_DELIVERY debe ser «on» u «off»/);
  expect(wrong).toThrow(/GESTION_ORIGIN debe ser un origen http\(s\)/);
  expect(wrong).toThrow(/HEALTH_MIN_FREE_MB debe ser al menos 0/);
});

it("reads SMTP, the origins and the proxies", () => {
  const env = parseEnv({
    SMTP_HOST: "smtp.example.pe",
    SMTP_PORT: "465",
    SMTP_USER: "u",
    SMTP_PASS: "p",
    CLINIC_ORIGIN: "https://www.example.pe/app/",
    TRUSTED_PROXIES: " 10.0.0.1, ,10.0.0.2 ",
    CLINIC_COMPLAINTS_EMAIL: "reclamos@example.pe",
  });
  expect(env.smtp).toEqual({ host: "smtp.example.pe", port: 465, user: "u", pass: "p", requireTls: true });
  expect(env.backOffice.origin).toBe("https://www.example.pe");
  expect(env.complaints.origin).toBe("https://www.example.pe");
  expect(env.trustedProxies).toEqual(["10.0.0.1", "10.0.0.2"]);
  expect(env.complaints.clinicEmail).toBe("reclamos@example.pe");
});

it("mounts the contact form's EmailJS stand-in only in development and without all three EmailJS ids", () => {
  const ids = {
    CLINIC_EMAILJS_SERVICE_ID: "service_x",
    CLINIC_EMAILJS_TEMPLATE_ID: "template_x",
    CLINIC_EMAILJS_PUBLIC_KEY: "key",
  };
  expect(isEmailJsConfigured(ids)).toBe(true);
  expect(isEmailJsConfigured({ ...ids, CLINIC_EMAILJS_PUBLIC_KEY: "  " })).toBe(false);
  expect(parseEnv(ids).emailjsSink).toBeNull();
  expect(parseEnv({ NODE_ENV: "production" }).emailjsSink).toBeNull();
  expect(parseEnv({}).emailjsSink).toMatchObject({ outbox: path.resolve(".outbox/messages.jsonl"), testControls: false });
  expect(parseEnv({ EMAILJS_SINK_OUTBOX: "x/o.jsonl", EMAILJS_SINK_TEST_CONTROLS: "1" }).emailjsSink).toMatchObject({
    outbox: path.resolve("x/o.jsonl"),
    testControls: true,
  });
});
