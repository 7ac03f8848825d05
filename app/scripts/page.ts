// The script every page runs (app/layouts/page.astro): what plain HTML and CSS cannot do for the
// layout, and the count of chat and phone taps (app/lib/page-script.ts). Astro minifies it and,
// being small, writes it into the page.
import { BEACON_KINDS, COUNT_ENDPOINT } from "../../contact-counts/contact-counts.ts";
import { FIXED_NAV_THRESHOLD, pageScript } from "../lib/page-script";

pageScript(FIXED_NAV_THRESHOLD, { url: COUNT_ENDPOINT, chat: BEACON_KINDS.chat, phone: BEACON_KINDS.phone });
