// The home page (content/home.md): its carousel and its sections.
import { z } from "zod";
import { optional, text } from "#shared/clinic/schema-blocks.ts";
import { alt, image, imageAltWords, inlineMarkdown, markdown, pageDescription } from "./content-fields.server.ts";

/** A section of the home page: its title and introduction. */
const heading = z.object({
  heading: text.meta({ label: "Título de la sección" }),
  intro: inlineMarkdown.meta({ label: "Texto de introducción", widget: "text" }),
});

export const homeSchema = z.object({
  title: text.meta({ label: "Título de la página (pestaña y Google)" }),
  description: pageDescription,
  hero: z
    .array(
      z.object({
        heading: text.meta({ label: "Frase principal" }),
        text: optional(inlineMarkdown).meta({ label: "Texto debajo (opcional)" }),
        image: image.meta({
          label: "Imagen de fondo",
          hint: "Foto horizontal y ancha, proporción 16:7 (p. ej. 2400 × 1050 px, JPEG). Lo importante debe quedar en el centro: en celulares se recortan los lados.",
        }),
        imageAlt: alt.meta(imageAltWords),
        action: z
          .enum(["ver-mas", "reservar"])
          .meta({ label: "Botón", options: { "ver-mas": "«Ver más»", reservar: "«Reservar»" } }),
      }),
    )
    .min(1)
    .meta({ label: "Carrusel principal", singular: "diapositiva" }),
  nosotros: heading
    .extend({
      blocks: z
        .array(z.object({ title: text.meta({ label: "Título" }), body: markdown.meta({ label: "Texto" }) }))
        .min(1)
        .meta({ label: "Bloques", singular: "bloque" }),
      values: z
        .object({
          title: text.meta({ label: "Título" }),
          items: z
            .array(
              z.object({
                name: text.meta({ label: "Valor" }),
                description: inlineMarkdown.meta({ label: "Descripción", widget: "text" }),
              }),
            )
            .min(1)
            .meta({ label: "Valores", singular: "valor" }),
        })
        .meta({ label: "Valores" }),
    })
    .meta({ label: "Nosotros" }),
  servicios: heading.meta({ label: "Servicios" }),
  staff: heading.meta({ label: "Staff profesional" }),
  testimonios: heading
    .extend({
      items: z
        .array(
          z.object({
            quote: inlineMarkdown.meta({ label: "Testimonio", widget: "text" }),
            author: text.meta({ label: "Quién lo dice", hint: "P. ej. «Ana y Luis, pacientes desde 2022»." }),
            image: image.meta({ label: "Imagen", hint: "Dibujo o foto horizontal, proporción 2:1." }),
            imageAlt: alt.meta(imageAltWords),
          }),
        )
        .min(1)
        .meta({ label: "Testimonios", singular: "testimonio" }),
    })
    .meta({ label: "Testimonios" }),
  articulos: heading.extend({ all: text.meta({ label: "Enlace a todos los artículos" }) }).meta({ label: "Artículos recientes" }),
  contacto: heading.meta({ label: "Contáctanos" }),
});
