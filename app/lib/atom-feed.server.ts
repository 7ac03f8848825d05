// The articles' Atom feed (RFC 4287), written at build time by the route articulos/feed.xml. Feed
// readers need absolute addresses, a stable id per entry (its page's address) and RFC 3339 dates.
import { escapeXml } from "./escape-xml.ts";

export type FeedPerson = { name: string; uri: string };
export type FeedEntry = {
  title: string;
  url: string;
  summary: string;
  published: string;
  updated: string;
  author: FeedPerson;
  contributor: FeedPerson;
  categories: { term: string; label: string }[];
};
export type Feed = { title: string; subtitle: string; url: string; feedUrl: string; author: FeedPerson; entries: FeedEntry[] };

/** A content date (YYYY-MM-DD) as an RFC 3339 timestamp: the start of that day in UTC. */
const timestamp = (day: string) => `${day}T00:00:00Z`;

const person = (tag: "author" | "contributor", who: FeedPerson, indent: string) =>
  `${indent}<${tag}><name>${escapeXml(who.name)}</name><uri>${escapeXml(who.uri)}</uri></${tag}>`;

export function atomFeed(feed: Feed): string {
  // The feed changed when its newest entry did; an empty feed dates from the epoch rather than lie.
  // A feed without entries is as new as the build that wrote it.
  const updated =
    feed.entries
      .map((entry) => entry.updated)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <published>${timestamp(entry.published)}</published>`,
      `    <updated>${timestamp(entry.updated)}</updated>`,
      person("author", entry.author, "    "),
      person("contributor", entry.contributor, "    "),
      ...entry.categories.map(
        (category) => `    <category term="${escapeXml(category.term)}" label="${escapeXml(category.label)}"/>`,
      ),
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-PE">',
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.url)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.feedUrl)}"/>`,
    `  <id>${escapeXml(feed.url)}</id>`,
    `  <updated>${timestamp(updated)}</updated>`,
    person("author", feed.author, "  "),
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
