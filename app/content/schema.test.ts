import { describe, expect, it } from "vitest";
import { ContentError, getHome, getServices, getStaff, getUi, validate } from "./content.server";
import { contentPageSchema, staffSchema } from "./schema.server";

const validPage = {
  title: "Cirugías",
  description: "Cirugía mínimamente invasiva para cuidar tu fertilidad.",
  image: "servicio-cirugias.svg",
  imageAlt: "",
  body: "Texto de **introducción**.",
};

describe("content schema", () => {
  it("accepts a complete page and renders its Markdown to HTML", () => {
    const page = validate(contentPageSchema, validPage, "content/servicios/cirugias.md");
    expect(page.body).toContain("<strong>introducción</strong>");
    expect(page.image).toBe("/app/images/servicio-cirugias.svg");
  });

  it("rejects a missing required field, naming the file and the field", () => {
    const withoutTitle: Partial<typeof validPage> = { ...validPage };
    delete withoutTitle.title;
    expect(() => validate(contentPageSchema, withoutTitle, "content/servicios/cirugias.md")).toThrowError(
      /content\/servicios\/cirugias\.md[\s\S]*title/,
    );
  });

  it("rejects an empty field and an image that does not exist", () => {
    const run = () =>
      validate(contentPageSchema, { ...validPage, title: "  ", image: "no-existe.png" }, "content/servicios/x.md");
    expect(run).toThrowError(ContentError);
    expect(run).toThrowError(/title: no puede estar vacío/);
    expect(run).toThrowError(/image: no existe ese archivo/);
  });

  it("requires CMP and RNE numbers of a physician", () => {
    const person = {
      name: "Ana Pérez Soto",
      honorific: "Dra.",
      profession: "physician",
      specialty: "Medicina Reproductiva",
      codes: { cmp: "045123" },
      photo: "retrato-1.svg",
      photoAlt: "Retrato de la Dra. Ana Pérez Soto",
      order: 1,
      body: "Presentación.",
    };
    expect(() => validate(staffSchema, person, "content/staff/ana-perez-soto.md")).toThrowError(/codes\.rne/);
  });
});

describe("the clinic's content", () => {
  it("passes the schema, every file", () => {
    expect(() => [getUi(), getHome(), getServices(), getStaff()]).not.toThrow();
  });

  it("has the six services of the spec and at least ten professionals", () => {
    expect(getServices().map((service) => service.slug).sort()).toEqual([
      "cirugias",
      "consultas",
      "donacion-ovulos",
      "laboratorio-reproductiva",
      "oncofertilidad",
      "prevencion-infertilidad",
    ]);
    const staff = getStaff();
    expect(staff.length).toBeGreaterThanOrEqual(10);
    expect(staff.filter((person) => person.profession === "biologist")).toHaveLength(2);
    expect(staff.filter((person) => person.bookable)).toHaveLength(1);
  });

  it("keeps the hero taglines exactly as the spec words them", () => {
    expect(getHome().hero.slice(1).map((slide) => slide.heading)).toEqual([
      "Una gran aventura está por comenzar.",
      "Tener vida es algo bueno, pero dar vida es algo lleno de magia.",
      "Tecnología de punta. Profesionales altamente calificados.",
    ]);
  });
});
