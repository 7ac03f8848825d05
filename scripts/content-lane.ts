// The content lane's two decisions (scripts/test-content.ts): what the change is and whether it is
// content only (changeSince), and what a change to content/ can touch: the pages it adds, alters or
// removes, and the pages that list them (the home page's carousel, tiles and newest articles, the
// article list and the topics), which the lane checks after one build. Unit-tested on their own
// (content-lane.test.ts), the first in a scratch git repository.
import { execFileSync } from "node:child_process";
import matter from "gray-matter";
import { appPath, articlePath, doctorPath, servicePath, topicPath } from "#app/lib/urls.ts";

const lines = (text: string) => text.split("\n").filter(Boolean);

export type Change = {
  /** The files of the change, sorted: the lane checks the pages they touch. */
  changed: string[];
  /** The committed files outside content/: if any, the change needs the whole suite (npm test). */
  outside: string[];
  /** Uncommitted files outside content/ (a lock an install rewrote, a build's output): never part of the change. */
  ignored: string[];
};

/**
 * The change since `base` in the repository at `cwd`: the commits from `base` to HEAD
 * (`git diff --name-only --no-renames base HEAD`: a file moved into content/ counts where it came
 * from too), never the working tree, so no file an install or a build writes can make a content
 * edit "not only content". Uncommitted edits and new files inside content/ are added, so an editor
 * can try the lane before committing (with `--base HEAD`).
 */
export function changeSince(base: string, cwd = process.cwd()): Change {
  const git = (...args: string[]) => lines(execFileSync("git", args, { cwd, encoding: "utf8" }));
  const committed = git("diff", "--name-only", "--no-renames", base, "HEAD");
  const uncommitted = [
    ...git("diff", "--name-only", "--no-renames", "HEAD"),
    ...git("ls-files", "--others", "--exclude-standard"),
  ];
  const inContent = (file: string) => file.startsWith("content/");
  return {
    changed: [...new Set([...committed, ...uncommitted.filter(inContent)])].sort(),
    outside: committed.filter((file) => !inContent(file)),
    ignored: [...new Set(uncommitted.filter((file) => !inContent(file)))].sort(),
  };
}

/** Reads a file of the repository as it is now, or as it was at the base; undefined when absent. */
export type Reader = (file: string) => string | undefined;

export type Touched = {
  /** Every page to check, sorted; `all` when the change reaches every page (the layout's texts). */
  pages: string[];
  all: boolean;
  /** For each page, the files that brought it in: printed so a person sees why it is checked. */
  why: Map<string, string[]>;
};

/** The article list (with its further pages) and, with `topics`, every topic's page. */
const articleLists = (pages: string[], topics = false) =>
  pages.filter(
    (page) =>
      page === "/app/articulos" ||
      page.startsWith("/app/articulos/pagina/") ||
      (topics && page.startsWith("/app/articulos/tema/")),
  );

const frontMatter = (text: string | undefined): Record<string, unknown> => {
  if (text === undefined) return {};
  try {
    return matter(text).data;
  } catch {
    // A file the YAML parser refuses is for the build to name; here it only adds no pages.
    return {};
  }
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * The pages `changed` (paths relative to the repository, under content/) touch. `now` and `base`
 * read a file at the two ends of the change; `pages` are the pages of the new build, `contentFiles`
 * the content files that exist now (to find who names a picture).
 */
export function touchedPages({
  changed,
  now,
  base,
  pages,
  contentFiles,
}: {
  changed: string[];
  now: Reader;
  base: Reader;
  pages: string[];
  contentFiles: string[];
}): Touched {
  const why = new Map<string, string[]>();
  /** The files that reach every page (the layout's texts, or a file this module does not know). */
  const everywhere: string[] = [];
  const add = (page: string, file: string) =>
    why.set(
      page,
      [...(why.get(page) ?? []), file].filter((value, index, list) => list.indexOf(value) === index),
    );
  const articles = pages.filter((page) => /^\/app\/articulos\/(?!pagina\/|tema\/|feed\.xml$)[^/]+$/.test(page));
  const bothEnds = (file: string) => [frontMatter(now(file)), frontMatter(base(file))];

  const touch = (file: string, via = file): void => {
    const match =
      /^content\/(?:(staff|servicios|articulos|tratamientos|paginas)\/([\w-]+)\.md|(home\.md|ui\.yml|temas\.yml|README\.md)|images\/(.+))$/.exec(
        file,
      );
    if (!match) {
      everywhere.push(via);
      return;
    }
    const [, collection, slug, single, picture] = match;
    if (single === "README.md") return;
    if (single === "ui.yml") everywhere.push(via);
    if (single === "home.md") add("/app/", via);
    if (single === "temas.yml") for (const page of [...articles, ...articleLists(pages, true)]) add(page, via);
    if (picture) {
      for (const other of contentFiles)
        if (other !== file && /\.(md|yml)$/.test(other) && now(other)?.includes(picture)) touch(other, via);
      return;
    }
    if (!collection || !slug) return;
    if (collection === "staff") {
      // The home page's carousel lists the staff.
      add("/app/", via);
      add(appPath(doctorPath(slug)), via);
      // The articles they wrote or reviewed show their name.
      for (const article of articles) {
        const data = frontMatter(now(`content/articulos/${article.slice(appPath(articlePath("")).length)}.md`));
        if (data.author === slug || data.reviewer === slug) add(article, via);
      }
    }
    if (collection === "servicios") {
      // The home page's tiles list the services (and every page's menu, whose markup is the home page's).
      add("/app/", via);
      add(appPath(servicePath(slug)), via);
    }
    if (collection === "tratamientos") add(appPath(`/${slug}`), via);
    if (collection === "paginas") {
      if (slug === "articulos") for (const page of articleLists(pages)) add(page, via);
      else add(appPath(slug === "nuevo-doctor" ? doctorPath(slug) : `/${slug}`), via);
      // The home page's form takes its texts from the contact page.
      if (slug === "contactanos") add("/app/", via);
    }
    if (collection === "articulos") {
      add(appPath(articlePath(slug)), via);
      // Listed on the home page (the newest three), the article list and its topics' pages.
      add("/app/", via);
      for (const page of articleLists(pages)) add(page, via);
      for (const data of bothEnds(file)) {
        for (const person of [data.author, data.reviewer]) if (typeof person === "string") add(appPath(doctorPath(person)), via);
        for (const service of strings(data.services)) add(appPath(servicePath(service)), via);
        for (const topic of strings(data.topics)) add(appPath(topicPath(topic)), via);
      }
    }
  };

  for (const file of changed) touch(file);
  for (const file of everywhere) for (const page of pages) add(page, `${file} (every page)`);
  return { pages: [...why.keys()].sort(), all: everywhere.length > 0, why };
}
