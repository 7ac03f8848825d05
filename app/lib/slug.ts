// The one rule for a slug: a content file's name that is its page's address, an anchor on a page,
// a topic. Used by the schema (and so by the editor's fields) and by the listing of content files.

/** Lower-case ASCII letters and digits, words joined by single hyphens: "ana-perez-soto". */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** What the build and the editor say when a slug breaks the rule. */
export const SLUG_MESSAGE = "solo minúsculas sin tildes, números y guiones";

export const isSlug = (value: string) => SLUG_PATTERN.test(value);
