import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { HydrateWhenNear, useNear } from "~/components/ui/hydrate-when-near";
import { cn } from "~/lib/cn";
import type { Ui } from "~/content/schema.server";
import { appPath, formTextsPath } from "~/lib/urls";
import { UiProvider, useUi } from "~/lib/use-ui";

// The prerender has the form at hand before it renders, so its HTML is complete. In the browser the
// form's code is a chunk of its own, fetched when the form nears the screen, so the pages that show
// it start with less script.
const Form = import.meta.env.SSR
  ? (await import("./contact-form")).ContactForm
  : lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

type FormBoxProps = { id: string; labelledBy: string; className?: string };

/** The contact form, prerendered, hydrated only when it comes near the screen. `id` names its box. */
export function DeferredContactForm({ id, labelledBy, className }: FormBoxProps) {
  return (
    <HydrateWhenNear id={id} className={className}>
      <Form labelledBy={labelledBy} />
    </HydrateWhenNear>
  );
}

/**
 * The contact form for a page whose first bytes matter most (the home page: docs/performance.md):
 * not in its HTML at all, it is rendered in the browser as it nears the screen, with its texts from
 * a small JSON file the build writes (routes/form-texts.ts). Until then, and without JavaScript or
 * if those texts cannot be fetched, a link leads to the same form on the contact page. The box keeps the form's height,
 * so nothing below moves when the form takes its place.
 */
export function ContactFormWhenNear({ id, labelledBy, className }: FormBoxProps) {
  const ui = useUi();
  // Two screens ahead, so that the form is usually there before anyone reaches its place.
  const near = useNear(id, 2);
  // Whether the stand-in link had focus when the form replaced it: the form's first field takes it.
  const linkFocused = useRef(false);
  const [texts, setTexts] = useState<Ui["form"]>();
  useEffect(() => {
    if (!near) return;
    let current = true;
    // One load when the box nears; a failed one leaves the link in place.
    fetch(appPath(formTextsPath))
      .then((response) => (response.ok ? (response.json() as Promise<Ui["form"]>) : undefined))
      .then((loaded) => current && loaded && setTexts(loaded))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [near]);
  return (
    // The form's height at 390, 640 and 768 px and wider, measured (e2e/contact-layout.spec.ts); without
    // scripts no form comes, so no room is kept.
    <div id={id} className={cn("min-h-[45rem] sm:min-h-[34.5rem] md:min-h-[33.25rem] noscript:min-h-0", className)}>
      {texts ? (
        <UiProvider ui={{ form: texts }}>
          <Suspense fallback={null}>
            <Form labelledBy={labelledBy} />
            <FocusFirstField boxId={id} wanted={linkFocused} />
          </Suspense>
        </UiProvider>
      ) : (
        <p className="pt-8 text-center">
          <ButtonLink
            to="/contactanos#formulario"
            variant="secondary"
            onFocus={() => (linkFocused.current = true)}
            onBlur={() => (linkFocused.current = false)}
          >
            {ui.actions.form}
          </ButtonLink>
        </p>
      )}
    </div>
  );
}

/** Rendered with the form: once it is there, moves focus into it if focus was lost with the link. */
function FocusFirstField({ boxId, wanted }: { boxId: string; wanted: React.RefObject<boolean> }) {
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wanted.current && lost) document.getElementById(boxId)?.querySelector<HTMLElement>("input, textarea")?.focus();
  }, [boxId, wanted]);
  return null;
}
