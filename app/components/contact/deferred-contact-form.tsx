import { lazy } from "react";
import { HydrateWhenNear } from "~/components/ui/hydrate-when-near";

// The prerender has the form at hand before it renders, so its HTML is complete. In the browser the
// form's code is a chunk of its own, fetched when the form nears the screen (HydrateWhenNear), so
// the pages that show it start with less script.
const Form = import.meta.env.SSR
  ? (await import("./contact-form")).ContactForm
  : lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

/** The contact form, hydrated only when it comes near the screen. `id` names its box. */
export function DeferredContactForm({ id, labelledBy, className }: { id: string; labelledBy: string; className?: string }) {
  return (
    <HydrateWhenNear id={id} className={className}>
      <Form labelledBy={labelledBy} />
    </HydrateWhenNear>
  );
}
