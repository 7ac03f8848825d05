// Every environment variable the service reads (`npm start`, the systemd unit, the npm commands
// under server/), read here once and checked with zod when the process starts: a wrong value stops
// it with a Spanish message naming the variable, never a half-working service. Nothing else in
// server/ reads process.env; the clinic's facts are content (content/clinica.yml, shared/clinic/facts.ts),
// and CONTENT_DIR, which says where that is, is read by shared/content/content-dir.ts. The table of variables is docs/configuration.md.
import path from "node:path";
import { z } from "zod";
import { isEmailJsConfigured } from "#shared/clinic/emailjs.ts";
import { clinic } from "#shared/clinic/facts.ts";

type Source = Record<string, string | undefined>;

/** Empty or blank means "not set": the default applies. */
const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().trim().default(fallback));
const optionalText = () => z.preprocess(blankIsUnset, z.string().trim().optional());
const integer = (name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number(`${name} debe ser un número entero`)
      .int(`${name} debe ser un número entero`)
      .min(min, `${name} debe ser al menos ${min}`)
      .max(max, `${name} debe ser como máximo ${max}`)
      .default(fallback),
  );
const onOff = (name: string, fallback: "on" | "off") =>
  z.preprocess(
    (value) => blankIsUnset(typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(["on", "off"], `${name} debe ser «on» u «off»`).default(fallback),
  );
const origin = (name: string) =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        `${name} debe ser un origen http(s), p. ej. https://www.ejemplo.pe`,
      )
      .transform((value) => new URL(value).origin)
      .optional(),
  );

/** Litestream's replica URLs the service configures (server/replication/litestream-config.ts). */
const REPLICA_SCHEMES = ["file:", "sftp:", "s3:"];
const replicaUrl = z.preprocess(
  blankIsUnset,
  z
    .string()
    .trim()
    .refine(
      (value) =>
        URL.canParse(value) &&
        REPLICA_SCHEMES.includes(new URL(value).protocol) &&
        new URL(value).pathname.length > 1 &&
        (new URL(value).protocol !== "sftp:" || new URL(value).username !== ""),
      "DATA_REPLICA debe ser la URL de una réplica de Litestream: file:///ruta, sftp://usuario@servidor:puerto/ruta o s3://bucket/ruta",
    )
    .optional(),
);

const schema = z.object({
  NODE_ENV: z.preprocess(blankIsUnset, z.string().trim().default("development")),
  /** 0 picks a free port (the tests read it from the start-up line). */
  PORT: integer("PORT", 3000, { max: 65535 }),
  /** Loopback unless told otherwise: a fresh clone's `npm start` is not reachable from the network. */
  HOST: text("127.0.0.1"),
  BUILD_DIR: text("build"),
  SITE_ROOT: optionalText(),

  COMPLAINTS_DB: text(".data/reclamaciones.sqlite"),
  /** Where Litestream copies every write, off this machine; unset in development: no replica. */
  DATA_REPLICA: replicaUrl,
  /** The SSH private key of an sftp:// replica. */
  DATA_REPLICA_KEY: optionalText(),
  COMPLAINTS_OUTBOX_DIR: text(".outbox/reclamaciones"),
  COMPLAINTS_DELIVERY: onOff("COMPLAINTS_DELIVERY", "on"),
  COMPLAINTS_RATE_LIMIT: integer("COMPLAINTS_RATE_LIMIT", 20, { min: 1 }),
  COMPLAINTS_RECIPIENT_LIMIT: integer("COMPLAINTS_RECIPIENT_LIMIT", 3, { min: 1 }),
  COMPLAINTS_RETENTION_YEARS: integer("COMPLAINTS_RETENTION_YEARS", 2, { min: 2 }),
  CONSULTAS_RATE_LIMIT: integer("CONSULTAS_RATE_LIMIT", 10, { min: 1 }),
  CONSULTAS_RETENTION_MONTHS: integer("CONSULTAS_RETENTION_MONTHS", 12, { min: 1, max: 120 }),
  AGENDA_RATE_LIMIT: integer("AGENDA_RATE_LIMIT", 10, { min: 1 }),
  AGENDA_REMINDER_MINUTES: integer("AGENDA_REMINDER_MINUTES", 5, { min: 1, max: 60 }),
  TRUSTED_PROXIES: z.preprocess(
    blankIsUnset,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      ),
  ),

  SMTP_URL: optionalText(),
  SMTP_HOST: optionalText(),
  SMTP_PORT: integer("SMTP_PORT", 587, { min: 1, max: 65535 }),
  SMTP_USER: optionalText(),
  SMTP_PASS: z.string().optional(),
  SMTP_TLS: onOff("SMTP_TLS", "on"),
  MAIL_FROM: optionalText(),
  CLINIC_COMPLAINTS_EMAIL: optionalText(),
  CLINIC_CONSULTATIONS_EMAIL: optionalText(),
  CLINIC_ORIGIN: origin("CLINIC_ORIGIN"),
  GESTION_ORIGIN: origin("GESTION_ORIGIN"),

  HEALTH_MIN_FREE_MB: integer("HEALTH_MIN_FREE_MB", 64),
  HEALTH_OUTBOX_MAX_AGE_MINUTES: integer("HEALTH_OUTBOX_MAX_AGE_MINUTES", 120, { min: 1 }),
  HEALTH_CACHE_MS: integer("HEALTH_CACHE_MS", 1000),

  CLINIC_EMAILJS_SERVICE_ID: optionalText(),
  CLINIC_EMAILJS_TEMPLATE_ID: optionalText(),
  CLINIC_EMAILJS_PUBLIC_KEY: optionalText(),
  EMAILJS_SINK_OUTBOX: text(".outbox/messages.jsonl"),
  EMAILJS_SINK_TEST_CONTROLS: z.preprocess(
    blankIsUnset,
    z.enum(["0", "1"], "EMAILJS_SINK_TEST_CONTROLS debe ser 0 o 1").default("0"),
  ),
  EMAILJS_SINK_RATE_LIMIT: integer("EMAILJS_SINK_RATE_LIMIT", 60, { min: 1 }),
  EMAILJS_SINK_MAX_MB: integer("EMAILJS_SINK_MAX_MB", 10, { min: 1 }),
});

/** The service's settings, checked, with their defaults applied and paths made absolute. */
export function parseEnv(source: Source = process.env) {
  const checked = schema.safeParse(source);
  if (!checked.success) {
    const lines = checked.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "");
      // zod's own messages (a wrong type) do not name the variable: name it.
      return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new EnvError(`Configuración no válida:\n- ${lines.join("\n- ")}`);
  }
  const env = checked.data;
  const production = env.NODE_ENV === "production";
  const emailjsConfigured = isEmailJsConfigured(source);
  const developmentOrigin = `http://localhost:${env.PORT || 3000}`;
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    /** The build's client directory: SITE_ROOT, else $BUILD_DIR/client (the build's own BUILD_DIR). */
    siteRoot: env.SITE_ROOT ? path.resolve(env.SITE_ROOT) : path.resolve(env.BUILD_DIR, "client"),
    databaseFile: env.COMPLAINTS_DB === ":memory:" ? ":memory:" : path.resolve(env.COMPLAINTS_DB),
    /** The database's continuous copy (Litestream), or null: development without one. */
    replica: env.DATA_REPLICA
      ? { url: env.DATA_REPLICA, keyPath: env.DATA_REPLICA_KEY ? path.resolve(env.DATA_REPLICA_KEY) : undefined }
      : null,
    complaints: {
      outboxDir: path.resolve(env.COMPLAINTS_OUTBOX_DIR),
      delivering: env.COMPLAINTS_DELIVERY === "on",
      /** Accepted claims and honeypot hits per sender (IPv4 address or IPv6 /64) per 10 minutes. */
      rateLimit: env.COMPLAINTS_RATE_LIMIT,
      /** Copies e-mailed to one address per 24 hours. */
      recipientLimit: env.COMPLAINTS_RECIPIENT_LIMIT,
      retentionYears: env.COMPLAINTS_RETENTION_YEARS,
      clinicEmail: env.CLINIC_COMPLAINTS_EMAIL ?? clinic.email,
      /** The public origin claims may be posted from (besides the request's own). */
      origin: env.CLINIC_ORIGIN,
    },
    consultations: {
      /** Accepted requests and honeypot hits per sender per 10 minutes. */
      rateLimit: env.CONSULTAS_RATE_LIMIT,
      /** Months a request is kept after it was made (npm run consultas:purge). */
      retentionMonths: env.CONSULTAS_RETENTION_MONTHS,
      clinicEmail: env.CLINIC_CONSULTATIONS_EMAIL ?? clinic.email,
      recipientLimit: env.COMPLAINTS_RECIPIENT_LIMIT,
    },
    booking: {
      /** Bookings per sender per 10 minutes (holds: three times as many). */
      rateLimit: env.AGENDA_RATE_LIMIT,
      /** The public origin of the e-mails' links (manage, reminders): CLINIC_ORIGIN, else this machine. */
      linkOrigin: env.CLINIC_ORIGIN ?? developmentOrigin,
      /** Where the clinic's notice of a web booking goes: the requests' address. */
      clinicEmail: env.CLINIC_CONSULTATIONS_EMAIL ?? clinic.email,
      /** How often the service's own job queues due reminders. */
      reminderIntervalMs: env.AGENDA_REMINDER_MINUTES * 60_000,
      /** The sample availability, so a fresh clone shows free times: development only, never in production. */
      seedSample: !production,
    },
    trustedProxies: env.TRUSTED_PROXIES,
    smtp: env.SMTP_URL
      ? ({ url: env.SMTP_URL } as const)
      : env.SMTP_HOST
        ? ({
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            user: env.SMTP_USER,
            pass: env.SMTP_PASS ?? "",
            requireTls: env.SMTP_TLS === "on",
          } as const)
        : null,
    mailFrom: env.MAIL_FROM ?? clinic.email,
    backOffice: {
      /** Passkeys are bound to this origin's host name: GESTION_ORIGIN, else CLINIC_ORIGIN, else localhost. */
      origin: env.GESTION_ORIGIN ?? env.CLINIC_ORIGIN ?? developmentOrigin,
      clinicName: clinic.name,
    },
    health: {
      minFreeBytes: env.HEALTH_MIN_FREE_MB * 1024 * 1024,
      outboxMaxAgeMs: env.HEALTH_OUTBOX_MAX_AGE_MINUTES * 60_000,
      cacheMs: env.HEALTH_CACHE_MS,
    },
    /** The contact form's local EmailJS stand-in: only in development, and only without real ids. */
    emailjsSink:
      production || emailjsConfigured
        ? null
        : {
            outbox: path.resolve(env.EMAILJS_SINK_OUTBOX),
            testControls: env.EMAILJS_SINK_TEST_CONTROLS === "1",
            ratePerMinute: env.EMAILJS_SINK_RATE_LIMIT,
            maxOutboxBytes: env.EMAILJS_SINK_MAX_MB * 1024 * 1024,
          },
    emailjsConfigured,
  };
}

export type ServiceEnv = ReturnType<typeof parseEnv>;

export class EnvError extends Error {
  override name = "EnvError";
}

let loaded: ServiceEnv | undefined;

/** The process's settings, read and checked at the first call; a wrong value ends the process. */
export function serviceEnv(): ServiceEnv {
  if (loaded) return loaded;
  try {
    loaded = parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  return loaded;
}
