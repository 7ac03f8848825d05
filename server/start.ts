// `npm start` and the production service (deploy/systemd/): the site, the complaints book's service
// and the others, in one process; in development and the tests, the contact form's EmailJS stand-in.
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { serviceContext } from "./service-context.ts";
import { openDatabase } from "./db.ts";
import { serviceEnv } from "./env.ts";
import { createHealthCheck } from "./health.ts";
import { mountBackOffice } from "#server/back-office/mount.ts";
import { createOutbox, folderTransport, smtpTransport } from "#server/mail/outbox.ts";
import { answeredClaimsPurge } from "#server/complaints/retention.ts";
import { oldRequestsPurge } from "#server/consultations/retention.ts";
import { emptyWal, schedulePurges } from "#server/retention.ts";
import { startReplication } from "#server/replication/start-replication.ts";
import { rateLimitOf } from "#server/form-submission/form-route.ts";
import { withLoopback } from "#server/rate-limit.ts";
import { oldAppointmentsPurge } from "#server/booking/retention.ts";
import { startAgenda, startWaitingListJob } from "#server/booking/service.ts";
import { audit } from "#server/back-office/audit.ts";
import { clinic } from "#shared/clinic/facts.ts";

// Every variable, read and checked once (server/env.ts): a wrong one stops here, named.
const env = serviceEnv();
const { port, host } = env;
const sink = env.emailjsSink;
const root = env.siteRoot;
const dbFile = env.databaseFile;
const db = openDatabase(dbFile);
// The contact form's stand-in for EmailJS lives with the tests (e2e/stand-ins/): loaded only when
// server/env.ts asks for it (no EmailJS ids, not production), so production never loads it.
const mountSink = sink && (await import("#e2e/stand-ins/emailjs-sink.ts")).mountEmailJsSink;
// Every write copied off this machine within a second (Litestream, DATA_REPLICA; docs/decisions/0016).
const replication = startReplication(env.replica, dbFile, env);

// The complaints book's mail: by SMTP when configured, else into a local folder (like the contact
// form's sink). COMPLAINTS_DELIVERY=off leaves the mail in the table (tests that inspect it).
const transport = smtpTransport(env.smtp) ?? folderTransport(env.complaints.outboxDir);
const delivering = env.complaints.delivering;
const outbox = createOutbox({ db, transport, from: env.mailFrom });
if (delivering) outbox.start();

// What the clinic keeps only for a while is deleted by the service itself: now and every day,
// logged (server/retention.ts, docs/retention.md). The folder outbox's files of deleted mail go too.
const purges = schedulePurges(
  db,
  [
    answeredClaimsPurge(env.complaints.retentionYears),
    oldRequestsPurge(env.consultations.retentionMonths),
    oldAppointmentsPurge(env.consultations.retentionMonths),
  ],
  {
    forgetMail: folderTransport(env.complaints.outboxDir).forget,
    // Litestream holds a read lock that a truncating checkpoint would wait on: it steps aside.
    emptyWal: replication ? () => replication.paused(() => emptyWal(db)) : undefined,
  },
);

// What every concern is handed, built once (server/service-context.ts).
const service = serviceContext({
  db,
  root,
  origin: env.complaints.origin,
  linkOrigin: env.booking.linkOrigin,
  trustedProxies: withLoopback(env.trustedProxies),
  wakeOutbox: delivering ? outbox.wake : undefined,
});

// The waiting list's job: its offers' audit lines name the appointment only, with no staff.
const waitingList = startWaitingListJob(service, env, (action, appointmentCode) =>
  audit(db, { action, staffId: null, appointmentCode }),
);

const app = createApp({
  service,
  health: createHealthCheck({
    db,
    now: service.now,
    databaseFile: dbFile,
    minFreeBytes: env.health.minFreeBytes,
    outboxMaxAgeMs: env.health.outboxMaxAgeMs,
    cacheMs: env.health.cacheMs,
    checkOutbox: delivering,
    replication: replication?.status,
  }),
  complaints: {
    clinicEmail: env.complaints.clinicEmail,
    rateLimit: rateLimitOf(env.complaints.rateLimit),
    recipientLimit: env.complaints.recipientLimit,
  },
  consultations: {
    clinicEmail: env.consultations.clinicEmail,
    rateLimit: rateLimitOf(env.consultations.rateLimit),
    recipientLimit: env.consultations.recipientLimit,
  },
  // The booking of a first consultation (server/booking/).
  booking: {
    clinicEmail: env.booking.clinicEmail,
    rateLimit: rateLimitOf(env.booking.rateLimit),
    videoRoomTemplate: clinic.videoRoomUrl,
    waitingList: waitingList.hooks,
  },
  // The staff back office (server/back-office/): /app/gestion/ and /app/api/gestion/; an answer it
  // queues for e-mail wakes the outbox as a new claim does (the service's wakeOutbox).
  // «Hoy» tells its administrators when the copy off the server is behind, or missing in production;
  // the agenda's changes wake the waiting list's job.
  mount: (app, context) => {
    mountBackOffice(app, context, env, {
      replica: replication ? replication.status : env.production ? () => "sin-copia" : undefined,
      waitingList: waitingList.hooks,
    });
    if (mountSink) mountSink(app, sink);
  },
});

// The agenda's sample (development only) and its reminders, on the service's own interval.
const agenda = startAgenda(service, env);

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  // The port actually bound (PORT=0 picks a free one: the service's tests read it from here).
  console.log(`Sitio listo en http://localhost:${info.port}/app/`);
  console.log(`Libro de reclamaciones: base de datos en ${dbFile}`);
  console.log(
    delivering
      ? `Libro de reclamaciones: correos por ${transport.describe}`
      : "Libro de reclamaciones: entrega de correos apagada",
  );
  if (sink) {
    console.log(`Formulario de contacto: sin ids de EmailJS, cada mensaje se guarda en ${sink.outbox}`);
    if (sink.testControls) {
      console.warn("EMAILJS_SINK_TEST_CONTROLS=1: el sink acepta fallos forzados (solo para pruebas).");
    }
  } else {
    console.log("Formulario de contacto: los mensajes se envían por EmailJS.");
  }
  // Last, so that what reads the start (the service's tests, a person) has every line above it.
  // Loopback unless HOST says otherwise (server/env.ts): say where it can be reached from.
  console.log(
    `Escuchando en ${info.address}:${info.port}${["127.0.0.1", "::1"].includes(info.address) ? " (solo este equipo; HOST lo cambia)" : ""}`,
  );
});

// nginx keeps connections to the service open (deploy/nginx/service-upstream.conf, 30 s): the
// service must not close an idle one first, or a request sent on it as it closes is reset (a POST
// is not retried: the person would see an error). Node's default is 5 s.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// systemd and `npm run deploy` stop the service with SIGTERM: requests under way finish (a claim
// being committed is committed), new ones are refused, then the database is closed cleanly.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(async () => {
      purges.stop();
      agenda.stop();
      waitingList.stop();
      await outbox.stop();
      await replication?.stop();
      db.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open: end idle ones now, the rest after a moment.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
