import path from "node:path";

/** Where the local EmailJS sink writes during the browser tests (set in playwright.config.ts). */
export const contactOutbox = path.resolve("test-results/emailjs-outbox/messages.jsonl");
