// The site's pages by name, for the count of contacts: a path (/app/pide-tu-primera-consulta) is
// shown as its page's title («Pide tu primera consulta»), read once from the built page's <title>
// (the part before « | » and the clinic's name). A path without a built page keeps its path.
import { readFileSync } from "node:fs";
import path from "node:path";

const SAFE_PATH = /^\/[a-z0-9/_-]*$/;

export function pageNamesFrom(siteRoot: string): (page: string) => string {
  const names = new Map<string, string>();
  return (page) => {
    let name = names.get(page);
    if (name === undefined) {
      name = page;
      if (SAFE_PATH.test(page) && !page.includes("..")) {
        try {
          const file = path.join(siteRoot, page.replace(/\/$/, ""), "index.html");
          const title = /<title>([^<]*)<\/title>/.exec(readFileSync(file, "utf8").slice(0, 4096))?.[1];
          if (title) name = title.split(" | ")[0]!.replace(/&amp;/g, "&").trim() || page;
        } catch {
          // Not a built page (an old path, a page since removed): its path says where it was.
        }
      }
      if (names.size > 2000) names.clear();
      names.set(page, name);
    }
    return name;
  };
}
