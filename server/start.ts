// `npm start` and the production service (deploy/systemd/): the site, the contact form's local
// sink and the complaints book's service, in one process.
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { databaseFileFromEnv, openDatabase } from "./db.ts";
import { sinkOptionsFromEnv } from "./emailjs-sink.ts";
import { mountBackOffice } from "./back-office/mount.ts";
import { createOutbox, folderTransport, outboxDirFromEnv, smtpTransportFromEnv } from "./complaints/outbox.ts";

const port = process.env.PORT ? Number(process.env.PORT) : 3000;
const host = process.env.HOST || "0.0.0.0";
const sink = sinkOptionsFromEnv();
// The same BUILD_DIR as the build's (react-router.config.ts): `BUILD_DIR=x npm start` serves x/client.
// SITE_ROOT names the client directory itself (production: the live release, /srv/alborada/current).
const root = process.env.SITE_ROOT
  ? path.resolve(process.env.SITE_ROOT)
  : path.resolve(process.env.BUILD_DIR || "build", "client");
const dbFile = databaseFileFromEnv();
const db = openDatabase(dbFile);

// The complaints book's mail: by SMTP when configured, else into a local folder (like the contact
// form's sink). COMPLAINTS_DELIVERY=off leaves the mail in the table (tests that inspect it).
const transport = smtpTransportFromEnv() ?? folderTransport(outboxDirFromEnv());
const delivering = process.env.COMPLAINTS_DELIVERY !== "off";
const outbox = createOutbox({
  db,
  transport,
  from: process.env.MAIL_FROM || process.env.CLINIC_EMAIL || "contacto@alboradafertilidad.pe",
});
if (delivering) outbox.start();

const app = createApp({
  root,
  sink,
  db,
  complaints: { onStored: delivering ? outbox.wake : undefined },
  // The staff back office (server/back-office/): /app/gestion/ and /app/api/gestion/; an answer it
  // queues for e-mail wakes the outbox as a new claim does.
  mount: (app, context) => mountBackOffice(app, { ...context, onAnswerQueued: delivering ? outbox.wake : undefined }),
});

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
      await outbox.stop();
      db.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open: end idle ones now, the rest after a moment.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
