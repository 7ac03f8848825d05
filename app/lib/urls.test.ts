// The address helpers against the pages' files: a page moved in app/pages/ without its helper (or
// the other way round) fails here, not as a broken link in the built site.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articlesPagePath } from "./pagination.ts";
import { appPath, articlePath, doctorPath, servicePath, topicPath } from "./urls.ts";

/** Each page file's route as Astro reads it: "servicios/[slug].astro" is "servicios/:slug". */
const routePatterns = readdirSync("app/pages", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(astro|ts)$/.test(file))
  .map((file) =>
    file
      .replace(/\.(astro|ts)$/, "")
      .replace(/(^|\/)index$/, "")
      .replace(/\[(\w+)\]/g, ":$1"),
  );
/** The route patterns a path matches, ":param" standing for one segment. */
const routesOf = (path: string) =>
  routePatterns.filter((pattern) => new RegExp(`^/${pattern.replace(/:\w+/g, "[^/]+")}$`).test(path));

describe("page addresses", () => {
  it("match the routes they lead to", () => {
    expect(routesOf(servicePath("cirugias"))).toEqual(["servicios/:slug"]);
    expect(routesOf(doctorPath("ana-perez-soto"))).toEqual(["perfil-doctor/:slug"]);
    expect(routesOf(topicPath("fertilidad"))).toEqual(["articulos/tema/:tema"]);
    expect(routesOf(articlePath("que-es-la-fiv"))).toEqual(["articulos/:slug"]);
    expect(articlesPagePath(1)).toBe("/articulos");
    expect(routesOf(articlesPagePath(2))).toEqual(["articulos/pagina/:page"]);
    expect(appPath(servicePath("cirugias"))).toBe("/app/servicios/cirugias");
  });
});
