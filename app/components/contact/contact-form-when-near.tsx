import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import type { FormClinic } from "#app/config/site.ts";
import type { Ui } from "#app/content/schema.server.ts";
import { cn } from "#app/lib/cn.ts";
import { appPath, formTextsPath } from "#app/lib/urls.ts";
import { UiProvider } from "#app/components/ui/use-ui.tsx";
import { ContactForm } from "./contact-form.tsx";
import { withTexts } from "#app/components/ui/with-texts.tsx";

/**
 * The contact form for the page whose first bytes matter most (the home page: docs/performance.md):
 * not in its HTML, nor its texts in the island's props: the island, which runs as the box nears
 * the screen (`client:visible`, two screens ahead, app/pages/index.astro), fetches the texts (a
 * small JSON file the build writes, app/pages/formulario.json.ts) and renders the form. Until then,
 * and without JavaScript or if the texts cannot be fetched, a link leads to the same form on the
 * contact page. The box keeps the form's height, so nothing below moves when the form takes its place.
 */
export function ContactFormWhenNear({
  id,
  labelledBy,
  clinic,
  linkLabel,
  className,
}: {
  id: string;
  labelledBy: string;
  clinic: FormClinic;
  /** The stand-in link's words (content/ui.yml `actions.form`): the one text of its group it shows. */
  linkLabel: string;
  className?: string;
}) {
  const [texts, setTexts] = useState<Ui["form"]>();
  useEffect(() => {
    let current = true;
    // One fetch when the island starts; a failed one leaves the link in place.
    fetch(appPath(formTextsPath))
      .then((response) => (response.ok ? (response.json() as Promise<Ui["form"]>) : undefined))
      .then((loaded) => current && loaded && setTexts(loaded))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  // Whether the stand-in link had focus when the form replaced it: the form's first field takes it.
  const linkFocused = useRef(false);
  return (
    // The form's height at 390, 640 and 768 px and wider, measured (e2e/contact-layout.spec.ts);
    // without scripts no form comes, so no room is kept.
    <div id={id} className={cn("min-h-[45rem] sm:min-h-[34.5rem] md:min-h-[33.25rem] noscript:min-h-0", className)}>
      {texts ? (
        <UiProvider ui={{ form: texts }}>
          <ContactForm labelledBy={labelledBy} clinic={clinic} />
          <FocusFirstField boxId={id} wanted={linkFocused} />
        </UiProvider>
      ) : (
        <p className="pt-8 text-center">
          <ButtonLink
            href="/contactanos#formulario"
            variant="secondary"
            onFocus={() => (linkFocused.current = true)}
            onBlur={() => (linkFocused.current = false)}
          >
            {linkLabel}
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

/** The island (app/components/README.md): ContactFormWhenNear hydrated in the browser on its own, with the texts it shows as a prop. */
export const ContactFormWhenNearIsland = withTexts(ContactFormWhenNear);
