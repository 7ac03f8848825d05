// An island (app/islands/README.md): SiteSearch, hydrated in the browser on its own.
import { SiteSearch } from "#app/components/search/site-search.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const SiteSearchIsland = withTexts(SiteSearch);
