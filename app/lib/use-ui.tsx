import { createContext, useContext, type ReactNode } from "react";
import type { Ui } from "~/content/schema.server";

// The layout's texts (content/ui.yml) reach every component through this context, so components
// hold no copy and need no long chains of props for button labels.
const UiContext = createContext<Ui | null>(null);

export function UiProvider({ ui, children }: { ui: Ui; children: ReactNode }) {
  return <UiContext.Provider value={ui}>{children}</UiContext.Provider>;
}

export function useUi(): Ui {
  const ui = useContext(UiContext);
  if (!ui) throw new Error("useUi needs a UiProvider above it");
  return ui;
}
