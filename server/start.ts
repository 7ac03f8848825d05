// `npm start` and the production service (deploy/systemd/): the site, the contact form's local
// sink and the complaints book's service, in one process.
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { databaseFileFromEnv, openDatabase } from "./db.ts";
import { sinkOptionsFromEnv } from "./emailjs-sink.ts";
import { mountBackOffice } from "./back-office/mount.ts";

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "0.0.0.0";
const sink = sinkOptionsFromEnv();
// The same BUILD_DIR as the build's (react-router.config.ts): `BUILD_DIR=x npm start` serves x/client.
const root = path.resolve(process.env.BUILD_DIR || "build", "client");
const dbFile = databaseFileFromEnv();
const db = openDatabase(dbFile);

const app = createApp({
  root,
  sink,
  db,
  // The staff back office (server/back-office/): /app/gestion/ and /app/api/gestion/.
  mount: mountBackOffice,
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`Sitio listo en http://localhost:${port}/app/`);
  console.log(`Libro de reclamaciones: base de datos en ${dbFile}`);
  if (sink) {
    console.log(`Formulario de contacto: sin ids de EmailJS, cada mensaje se guarda en ${sink.outbox}`);
    if (sink.testControls) {
      console.warn("EMAILJS_SINK_TEST_CONTROLS=1: el sink acepta fallos forzados (solo para pruebas).");
    }
  } else {
    console.log("Formulario de contacto: los mensajes se envían por EmailJS.");
  }
});

// systemd and `npm run deploy` stop the service with SIGTERM: requests under way finish (a claim
// being committed is committed), new ones are refused, then the database is closed cleanly.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open: end idle ones now, the rest after a moment.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
