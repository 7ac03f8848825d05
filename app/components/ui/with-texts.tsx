import { Component, type ComponentType, type ReactNode } from "react";
import type { LayoutUi, PageTexts } from "#app/content/schema.server.ts";
import { UiProvider } from "./use-ui.tsx";
import { appPath } from "#app/lib/urls.ts";

/** The texts an island shows: only the groups of content/ui.yml it needs, as its props carry them into the page. */
export type IslandTexts = Partial<LayoutUi & PageTexts>;

/**
 * When a part of the page a person fills in (a form, the search) fails in the browser, the spec's
 * fallback: its headline ('Unexpected Application Error!', content/ui.yml `error`), what to do, and
 * the way home, in place of that part alone; the rest of the page, HTML, stays as it is. The islands
 * that show it get the `error` texts (app/pages/); the carousels, whose slides are the page's HTML,
 * do not carry them.
 */
class PartFailed extends Component<{ texts: LayoutUi["error"]; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    const { texts, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-8 text-center">
        <p className="text-2xl font-bold text-brand-blue-700">{texts.headline}</p>
        <p className="mt-3">{texts.body}</p>
        <a href={appPath("/")} className="mt-4 inline-flex min-h-11 items-center font-bold text-brand-pink-700 underline">
          {texts.home}
        </a>
      </div>
    );
  }
}

/**
 * An island is a React root of its own in the browser: the page's text context does not reach it.
 * It gets the groups of texts it shows as a prop, and its components read them as everywhere else.
 * A page template is wrapped the same way, at build time, with every text.
 */
export function withTexts<P extends object>(Inner: ComponentType<P>) {
  return function WithTexts({ ui, ...props }: P & { ui: IslandTexts }) {
    return (
      <UiProvider ui={ui as LayoutUi}>
        {ui.error ? (
          <PartFailed texts={ui.error}>
            <Inner {...(props as P)} />
          </PartFailed>
        ) : (
          <Inner {...(props as P)} />
        )}
      </UiProvider>
    );
  };
}
