// The texts every page shares (content/ui.yml): the navigation, the header and footer, the forms'
// and the carousels' words, the profiles' and the articles' labels, the error pages.
import { z } from "zod";
import { text } from "#shared/clinic/schema-blocks.ts";
import { staffSectionLabels } from "./staff-schema.server.ts";
import { group, link, textsOf } from "./content-fields.server.ts";

export const navItem = link({ label: "Dirección", hint: "Empieza con /, p. ej. /#servicios o /contactanos." }).extend({
  // "servicios" expands into one link per service page, in their order.
  submenu: z
    .literal("servicios")
    .optional()
    .meta({ label: "Submenú", options: { servicios: "Una entrada por servicio" } }),
});

export const uiSchema = z.object({
  skipLink: text.meta({ label: "Enlace «Saltar al contenido» (teclado)" }),
  homeLabel: text.meta({ label: "Descripción del logo (lectores de pantalla)", hint: "{name} es el nombre de la clínica." }),
  nav: z.array(navItem).min(1).meta({ label: "Menú de navegación", singular: "enlace" }),
  navLabel: text.meta({ label: "Nombre del menú (lectores de pantalla)" }),
  menu: group("Menú en celulares", { open: "Botón abrir", close: "Botón cerrar", title: "Título" }),
  social: group("Redes sociales", { heading: "Título", facebook: "Facebook", instagram: "Instagram" }),
  newTab: text.meta({ label: "Aviso «se abre en una pestaña nueva»" }),
  chat: group("WhatsApp", { floating: "Botón flotante" }),
  request: group("Enlaces a «Pide tu primera consulta»", {
    link: "Texto del enlace",
    withProfessional: "En el perfil de un profesional ({name}: su nombre)",
    intro: "Texto antes del enlace (página de contacto)",
  }),
  booking: group("Enlaces a la reserva en línea", {
    short: "Botón de la barra superior y del menú en celulares (corto)",
    link: "Texto del enlace",
    withProfessional: "En el perfil de un profesional ({name}: su nombre)",
    intro: "Texto antes del enlace (páginas de solicitud y de contacto)",
    nextTimes: "Antes de los próximos horarios libres (página de solicitud)",
    nextTimesModality: "La modalidad de esos horarios, al final de cada uno",
  }),
  actions: group("Botones", {
    back: "Regresar",
    info: "Pedir información",
    book: "Reservar",
    more: "Ver más",
    schedule: "Agendar cita",
    viewCv: "Ver CV",
    form: "Ir al formulario de contacto",
    expand: "Abrir bloque",
    collapse: "Cerrar bloque",
  }),
  carousel: group("Carruseles (lectores de pantalla)", {
    carousel: "Carrusel",
    slide: "Diapositiva",
    slideOf: "«{n} de {total}»",
    previous: "Anterior",
    next: "Siguiente",
    pause: "Pausar",
    play: "Reanudar",
    hero: "Carrusel principal",
    staff: "Carrusel del staff",
    testimonials: "Carrusel de testimonios",
  }),
  onThisPage: text.meta({ label: "Título del índice de una página larga («En esta página»)" }),
  /** The header's search control: its name, and the visible word beside the icon. */
  search: group("Búsqueda (junto al menú)", { label: "Nombre para lectores de pantalla", short: "Texto visible" }),
  footer: z
    .object({
      ...textsOf({
        copyright: "Derechos reservados",
        credit: "Crédito del diseño",
        legal: "Razón social, RUC y RENIPRESS ({legalName}, {ruc}, {renipress})",
      }),
      /** The footer's links to the pages outside the main navigation (guides, search, privacy). */
      links: z
        .array(link({ label: "Dirección", hint: "Empieza con /, p. ej. /preguntas-frecuentes" }))
        .min(1)
        .meta({ label: "Enlaces del pie de página", singular: "enlace" }),
      linksLabel: text.meta({ label: "Título de los enlaces" }),
    })
    .meta({ label: "Pie de página" }),
  contact: group("Datos de contacto (títulos)", {
    email: "Correo",
    address: "Dirección",
    phone: "Teléfono (si el WhatsApp es el mismo número)",
    phoneOnly: "Teléfono (si el WhatsApp es otro número)",
    whatsapp: "WhatsApp (si es otro número)",
  }),
  hours: group("Horario de atención (textos)", {
    heading: "Título",
    closedDay: "Día sin atención",
    dayRange: "Varios días seguidos ({from} a {to})",
    holidays: "Aviso de feriados",
    limaTime: "Aviso de hora de Lima",
    open: "Abierto ahora ({time}: hora de cierre)",
    closed: "Cerrado ({day}: hoy, mañana o el día; {time}: hora de apertura)",
    today: "Hoy",
    tomorrow: "Mañana",
    onDay: "Otro día ({weekday}: el día de la semana)",
  }),
  form: z
    .object({
      labels: group("Nombres de los campos", { nombre: "Nombre", numero: "Número", edad: "Edad", mensaje: "Mensaje" }),
      ...textsOf({
        send: "Botón enviar",
        sending: "Mientras se envía",
        incomplete: "Faltan campos",
        sent: "Enviado",
        failed: "No se pudo enviar",
        failedHelp: "Qué hacer si no se pudo enviar",
        throttled: "Envío demasiado seguido",
        chat: "Botón de WhatsApp",
        chatWithMessage: "Botón de WhatsApp con el mensaje (si no se pudo enviar)",
        chatMessage: "Mensaje de WhatsApp ({nombre} y {mensaje} se completan solos)",
        honeypot: "Campo oculto contra spam",
        noscript: "Aviso sin JavaScript",
      }),
      consent: group("Consentimiento (Ley N.° 29733)", {
        label: "Texto de la casilla",
        missing: "Aviso si no se marcó",
        record: "Cómo se anota en el correo ({time}, {page}, {text} se completan solos)",
      }),
      ...textsOf({ privacy: "Aviso de privacidad", privacyLink: "Enlace a la política de privacidad" }),
    })
    .meta({ label: "Formulario de contacto" }),
  staffProfile: z
    .object({
      /** The profile's description for search engines; {honorific} {name} {specialty} {clinic}. */
      metaDescription: text.meta({
        label: "Descripción para Google",
        hint: "{honorific} {name} {specialty} {clinic} se completan solos.",
      }),
      codes: group("Nombres de los registros", { cmp: "CMP", rne: "RNE", cbp: "CBP" }),
      sections: group("Títulos de las secciones del CV", staffSectionLabels),
    })
    .meta({ label: "Perfil de cada profesional" }),
  articles: z
    .object({
      ...textsOf({
        label: "Nombre de la sección",
        writtenBy: "«Escrito por»",
        reviewedBy: "«Revisado por»",
        published: "«Publicado»",
        reviewed: "«Última revisión»",
        toc: "Título del índice",
        references: "Título de las referencias",
        related: "Título de los artículos relacionados",
        topics: "Nombre de la lista de temas",
        allTopics: "Botón «todos los artículos»",
        none: "Aviso de una lista sin artículos",
        read: "«Leer el artículo»",
        topicTitle: "Título de la página de un tema ({topic})",
        topicDescription: "Descripción de la página de un tema ({description}, {name})",
        pageTitle: "Título de las páginas 2, 3… ({n})",
        pageDescription: "Texto añadido a su descripción ({n}, {total})",
      }),
      pagination: group("Paginación", {
        label: "Nombre de la paginación",
        previous: "Anterior",
        next: "Siguiente",
        page: "Página ({n})",
        current: "Página actual ({n}, {total})",
      }),
      cta: group("Llamado al final del artículo", {
        heading: "Título",
        body: "Texto",
        chat: "Botón de WhatsApp",
        form: "Enlace al formulario",
      }),
      profile: group("Artículos en el perfil", { heading: "Título", wrote: "«Escribió»", reviewed: "«Revisó»" }),
      ...textsOf({ service: "Título de los artículos en un servicio", feed: "Nombre del feed ({name})" }),
    })
    .meta({ label: "Artículos" }),
  notFound: group("Página no encontrada (404)", {
    title: "Título de la pestaña",
    heading: "Título",
    body: "Texto",
    home: "Enlace a la portada",
  }),
  error: group("Página de error", { headline: "Título", body: "Texto", home: "Enlace a la portada" }),
});
