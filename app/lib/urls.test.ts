// The address helpers against the route table: a route renamed in app/routes.ts without its helper
// (or the other way round) fails here, not as a broken link in the built site.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appPath, articlePath, articlesPagePath, doctorPath, servicePath, topicPath } from "./urls";

const routePatterns = [...readFileSync("app/routes.ts", "utf8").matchAll(/route\("([^"*]+)"/g)].map((match) => match[1]!);
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
    expect(appPath(servicePath("cirugias"))).toBe("/app/servicios/cirugias");
  });
});
