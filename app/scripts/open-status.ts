// The script of the pages that show the opening hours (app/pages/index.astro, contactanos.astro,
// pide-tu-primera-consulta/recibida.astro):
// a small file of its own (astro.config.ts keeps it out of the page), run once the page is parsed.
import { showOpenStatus } from "../../clinic/open-status.ts";

showOpenStatus();
