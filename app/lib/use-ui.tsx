import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Ui } from "#app/content/schema.server.ts";

/** Texts (content/ui.yml) only some pages show: each such page's loader sends its own. */
export type PageTexts = Partial<Pick<Ui, "form" | "staffProfile" | "articles" | "carousel">>;
/**
 * The layout's texts, which the root loader sends with every page. The navigation's source is
 * left out (the root sends it expanded, with the services) and so are the page texts, so no page
 * carries in its hydration data the texts of forms, profiles or carousels it does not show.
 */
export type LayoutUi = Omit<Ui, "nav" | keyof PageTexts>;

// The texts reach every component through this context, so components hold no copy and need no
// long chains of props for button labels.
const UiContext = createContext<(LayoutUi & PageTexts) | null>(null);

/** Adds texts to those of the providers above it: the layout's at the root, a page's in its route. */
export function UiProvider({ ui, children }: { ui: LayoutUi | PageTexts; children: ReactNode }) {
  const parent = useContext(UiContext);
  const value = useMemo(() => ({ ...parent, ...ui }) as LayoutUi & PageTexts, [parent, ui]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): LayoutUi {
  const ui = useContext(UiContext);
  if (!ui) throw new Error("useUi needs a UiProvider above it");
  return ui;
}

/** One group of page texts; the page's route must have provided it. */
export function usePageTexts<Key extends keyof PageTexts>(key: Key): NonNullable<PageTexts[Key]> {
  const texts = useContext(UiContext)?.[key];
  if (!texts) throw new Error(`this page's loader must send ui.${key} (see PageTexts in app/lib/use-ui.tsx)`);
  return texts as NonNullable<PageTexts[Key]>;
}
