// An island (app/islands/README.md): SiteSearch, hydrated in the browser on its own.
import { SiteSearch } from "~/components/search/site-search";
import { withTexts } from "~/lib/with-texts";

export const SiteSearchIsland = withTexts(SiteSearch);
