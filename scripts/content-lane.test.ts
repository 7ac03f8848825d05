import { describe, expect, it } from "vitest";
import { touchedPages, type Reader } from "./content-lane.ts";

// A small site, as a build would list it, and its content files.
const pages = [
  "/app/",
  "/app/404",
  "/app/articulos",
  "/app/articulos/fiv",
  "/app/articulos/ropa",
  "/app/articulos/tema/fertilidad",
  "/app/articulos/tema/familias",
  "/app/contactanos",
  "/app/perfil-doctor/ana",
  "/app/perfil-doctor/beto",
  "/app/perfil-doctor/carla",
  "/app/perfil-doctor/nuevo-doctor",
  "/app/reproduccion-asistida",
  "/app/servicios/cirugias",
  "/app/servicios/consultas",
];
const lists = ["/app/", "/app/articulos", "/app/articulos/tema/familias", "/app/articulos/tema/fertilidad"];

const files: Record<string, string> = {
  "content/articulos/fiv.md": "---\nauthor: ana\nreviewer: beto\ntopics: [fertilidad]\nservices: [consultas]\n---\nTexto.",
  "content/articulos/ropa.md": "---\nauthor: carla\nreviewer: beto\ntopics: [familias]\n---\nTexto.",
  "content/staff/ana.md": "---\nname: Ana\nphoto: retrato-ana.jpg\n---\n",
  "content/servicios/cirugias.md": "---\nimage: servicio-cirugias.jpg\n---\n",
};
const now: Reader = (file) => files[file];
const touched = (changed: string[], base: Reader = () => undefined) =>
  touchedPages({ changed, now, base, pages, contentFiles: [...Object.keys(files), "content/images/retrato-ana.jpg"] });

describe("the pages a content change touches", () => {
  it("a professional's file: their profile, the articles that name them, and the lists", () => {
    expect(touched(["content/staff/beto.md"]).pages).toEqual([...lists, "/app/articulos/fiv", "/app/articulos/ropa", "/app/perfil-doctor/beto"].sort());
  });

  it("an article: itself, its people, services and topics, also those it named before the change", () => {
    const before: Reader = (file) => (file === "content/articulos/fiv.md" ? "---\nauthor: carla\nreviewer: beto\ntopics: [familias]\n---\n" : undefined);
    expect(touched(["content/articulos/fiv.md"], before).pages).toEqual(
      [...lists, "/app/articulos/fiv", "/app/perfil-doctor/ana", "/app/perfil-doctor/beto", "/app/perfil-doctor/carla", "/app/servicios/consultas"].sort(),
    );
  });

  it("a removed page is named though the build no longer has it", () => {
    expect(touched(["content/servicios/oncofertilidad.md"]).pages).toContain("/app/servicios/oncofertilidad");
  });

  it("a picture: the pages of every file that names it, as if that file had changed", () => {
    const result = touched(["content/images/retrato-ana.jpg"]);
    expect(result.pages).toEqual([...lists, "/app/articulos/fiv", "/app/perfil-doctor/ana"].sort());
    expect(result.why.get("/app/perfil-doctor/ana")).toEqual(["content/images/retrato-ana.jpg"]);
  });

  it("pages by their own rules: the contact page also feeds the home form; the placeholder doctor; treatments", () => {
    expect(touched(["content/paginas/contactanos.md"]).pages).toEqual(lists.concat("/app/contactanos").sort());
    expect(touched(["content/paginas/nuevo-doctor.md"]).pages).toContain("/app/perfil-doctor/nuevo-doctor");
    expect(touched(["content/tratamientos/reproduccion-asistida.md"]).pages).toContain("/app/reproduccion-asistida");
  });

  it("the layout's texts, or a file it does not know, reach every page", () => {
    for (const file of ["content/ui.yml", "content/otra-cosa.json"]) {
      const result = touched([file]);
      expect(result.all).toBe(true);
      expect(result.pages).toEqual([...pages].sort());
    }
    expect(touched(["content/home.md"]).all).toBe(false);
  });

  it("the topics reach every article and list; the folder's README nothing but the lists", () => {
    expect(touched(["content/temas.yml"]).pages).toEqual([...lists, "/app/articulos/fiv", "/app/articulos/ropa"].sort());
    expect(touched(["content/README.md"]).pages).toEqual(lists);
  });
});
