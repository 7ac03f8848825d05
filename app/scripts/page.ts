// The script every page runs (app/layouts/page.astro): what plain HTML and CSS cannot do for the
// layout (app/lib/page-script.ts). Astro minifies it and, being small, writes it into the page.
import { FIXED_NAV_THRESHOLD, pageScript } from "../lib/page-script";

pageScript(FIXED_NAV_THRESHOLD);
