import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { LayoutUi, PageTexts } from "#app/content/schema.server.ts";

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
  if (!texts) throw new Error(`this page's data must send ui.${key} (see PageTexts in app/content/schema.server.ts)`);
  return texts as NonNullable<PageTexts[Key]>;
}
