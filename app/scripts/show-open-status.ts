// The script of the pages that show the opening hours (app/pages/index.astro, contactanos.astro,
// pide-tu-primera-consulta/recibida.astro):
// a small file of its own (astro.config.ts keeps it out of the page), run once the page is parsed.
// The clinic's hours are written into it by the build (astro.config.ts, `__CLINIC_HOURS__`), so
// they are cached with it instead of taking room in each page's first round trip.
import { showOpenStatus, type HoursData } from "#shared/clinic/open-status.ts";

declare const __CLINIC_HOURS__: HoursData;

showOpenStatus(__CLINIC_HOURS__);
