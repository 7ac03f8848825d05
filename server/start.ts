import path from "node:path";
import { createServer } from "./app.ts";
import { sinkOptionsFromEnv } from "./emailjs-sink.ts";

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "0.0.0.0";
const sink = sinkOptionsFromEnv();
// The same BUILD_DIR as the build's (react-router.config.ts): `BUILD_DIR=x npm start` serves x/client.
const root = path.resolve(process.env.BUILD_DIR || "build", "client");

createServer({ root, sink }).listen(port, host, () => {
  console.log(`Sitio listo en http://localhost:${port}/app/`);
  if (sink) {
    console.log(`Formulario de contacto: sin ids de EmailJS, cada mensaje se guarda en ${sink.outbox}`);
    if (sink.testControls) {
      console.warn("EMAILJS_SINK_TEST_CONTROLS=1: el sink acepta fallos forzados (solo para pruebas).");
    }
  } else {
    console.log("Formulario de contacto: los mensajes se envían por EmailJS.");
  }
});
