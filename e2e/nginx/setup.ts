// Fixed points of the nginx tests, shared by their build (build.ts), the stand-in for EmailJS
// (sink-server.ts), the tests and playwright.config.ts's `nginx` project. Ports are not 8080 (serve:nginx's
// default) so a developer's running nginx and the tests do not collide.
import path from "node:path";

export const nginxPort = Number(process.env.NGINX_E2E_PORT) || 8089;
export const sinkPort = Number(process.env.NGINX_E2E_SINK_PORT) || 8090;
/** A second origin on loopback, standing for https://api.emailjs.com. */
export const sinkOrigin = `http://127.0.0.1:${sinkPort}`;

export const buildDirectory = path.resolve("build/nginx-e2e");
export const clientDir = path.join(buildDirectory, "client");
export const outbox = path.resolve("test-results/nginx-emailjs-outbox/messages.jsonl");

/** The build's environment: real-looking EmailJS ids, so the form posts to the configured origin. */
export const buildEnv = {
  BUILD_DIR: buildDirectory,
  CLINIC_EMAILJS_SERVICE_ID: "service_nginx_e2e",
  CLINIC_EMAILJS_TEMPLATE_ID: "template_nginx_e2e",
  CLINIC_EMAILJS_PUBLIC_KEY: "public_nginx_e2e",
  CLINIC_EMAILJS_ORIGIN: sinkOrigin,
  CLINIC_EMAILJS_BLOCK_HEADLESS: "false",
};

/**
 * A second release of the same site for the publishing tests (publishing.spec.ts), deployed over
 * the first, and for the test that the clinic's facts reach every place (clinic-facts.spec.ts):
 * another phone number (and a WhatsApp number of its own) in «Datos de la clínica» (content/clinica.yml) changes the text of every
 * page, and another EmailJS template (a setting the contact form's script carries) the hashes of
 * its chunks, as a real edit and a new release would.
 */
export const releaseBDirectory = path.resolve("build/nginx-e2e-b");
export const releaseBPhone = "+51 1 765 4321";
/** And a WhatsApp number of its own: the chat goes there, calls to the phone. */
export const releaseBWhatsApp = "+51 912 345 678";
export const releaseBEnv = { ...buildEnv, BUILD_DIR: releaseBDirectory, CLINIC_EMAILJS_TEMPLATE_ID: "template_nginx_e2e_b" };
/** The nginx the publishing tests deploy behind (serving <target>/current), beside the main one. */
export const deployPort = Number(process.env.NGINX_E2E_DEPLOY_PORT) || 8091;

/** The Node service (server/start.ts) behind nginx's /app/api/ in these tests. */
export const servicePort = Number(process.env.NGINX_E2E_SERVICE_PORT) || 8092;
export const serviceDb = path.resolve(".outbox/nginx-e2e/reclamaciones.sqlite");
export const serviceOutbox = path.resolve(".outbox/nginx-e2e/reclamaciones");
