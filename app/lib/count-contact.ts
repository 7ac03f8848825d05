// The count of a contact made in the browser (shared/contact-counts/): the kind and this page's path,
// queued with sendBeacon, which never waits and is lost rather than retried. Where the site is
// served without the service the post gets a 404 and nothing else happens.
import { COUNT_ENDPOINT, type ContactKind } from "#shared/contact-counts/contact-counts.ts";

export function countContact(kind: ContactKind) {
  navigator.sendBeacon?.(COUNT_ENDPOINT, new URLSearchParams({ tipo: kind, pagina: location.pathname }));
}
