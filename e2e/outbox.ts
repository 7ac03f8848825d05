import path from "node:path";

/** Where the local EmailJS sink writes during the browser tests (set in playwright.config.ts). */
export const contactOutbox = path.resolve("test-results/emailjs-outbox/messages.jsonl");

/** The complaints book's database and mail folder during the browser tests (playwright.config.ts). */
export const complaintsDb = path.resolve(".outbox/e2e/reclamaciones.sqlite");
export const complaintsOutbox = path.resolve(".outbox/e2e/reclamaciones");
