import type { ComponentType } from "react";
import { UiProvider, type LayoutUi, type PageTexts } from "~/lib/use-ui";

/** The texts an island shows: only the groups of content/ui.yml it needs, as its props carry them into the page. */
export type IslandTexts = Partial<LayoutUi & PageTexts>;

/**
 * An island is a React root of its own in the browser: the page's text context does not reach it.
 * It gets the groups of texts it shows as a prop, and its components read them as everywhere else.
 */
export function withTexts<P extends object>(Component: ComponentType<P>) {
  return function Island({ ui, ...props }: P & { ui: IslandTexts }) {
    return (
      <UiProvider ui={ui as LayoutUi}>
        <Component {...(props as P)} />
      </UiProvider>
    );
  };
}
