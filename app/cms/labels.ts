// The editor's words, in the clinic's Spanish: one label (and where it helps, a hint) per field of
// each schema in app/content/schema.server.ts, keyed by the field's path. Everything else about a
// field (required, pattern, list minimum, choices) is read off the schema (fields.server.ts), and
// a schema field missing here stops the build, naming it.
import { staffSectionKeys } from "#app/content/staff-sections.ts";

export type FieldWords = {
  label: string;
  hint?: string;
  /** "text" for a longer plain text (several lines), "markdown" for formatted text. */
  widget?: "text" | "markdown";
  /** Labels of the choices of a select, by value. */
  options?: Record<string, string>;
  /** A list's item, for the «Agregar …» button. */
  singular?: string;
  /** What a collapsed item of a list shows (Sveltia's summary); else its first field. */
  summary?: string;
};
export type FieldLabels = Record<string, FieldWords>;

const photoSizes = "Foto JPEG o PNG, lo más grande que la tengas (la web hace las versiones pequeñas).";
const altHint = "Describe lo que se ve para quien no puede verla. Déjalo vacío si la imagen es solo decorativa.";
const descriptionHint = "Una o dos frases que Google muestra bajo el título: muestra unos 160 caracteres (máximo 170).";

/** Every page's own title and its description for search engines. */
const pageLabels: FieldLabels = {
  title: { label: "Título de la página" },
  description: { label: "Descripción para Google", widget: "text", hint: descriptionHint },
};
const itemHint = "Se permite **negrita**, *cursiva* y [enlaces](https://…).";

/** A page's banner, description and picture: shared by service, treatment and other pages. */
const pageTop: FieldLabels = {
  ...pageLabels,
  image: { label: "Imagen", hint: `${photoSizes} Proporción 4:3.` },
  imageAlt: { label: "Descripción de la imagen", hint: altHint },
};

const subsectionFields = (prefix: string): FieldLabels => ({
  [`${prefix}.title`]: { label: "Título" },
  [`${prefix}.body`]: { label: "Texto" },
  [`${prefix}.items`]: { label: "Lista de puntos", singular: "punto", hint: itemHint },
});

export const contentPageLabels: FieldLabels = {
  ...pageTop,
  order: { label: "Posición entre los servicios de la portada", hint: "1 es el primero." },
  sections: { label: "Bloques de la página", singular: "bloque" },
  "sections.id": {
    label: "Ancla del bloque",
    hint: "Opcional: minúsculas sin tildes y guiones, para enlazar directo al bloque (#ancla).",
  },
  "sections.summary": { label: "Resumen (se ve aunque el bloque esté cerrado)" },
  "sections.ordered": { label: "Numerar la lista" },
  "sections.expandable": { label: "Empieza cerrado (se abre con un clic)" },
  "sections.style": { label: "Estilo", options: { plain: "Simple", accordion: "Acordeón rosado con «+ ver más»" } },
  "sections.subsections": { label: "Sub-bloques", singular: "sub-bloque" },
  ...subsectionFields("sections"),
  ...subsectionFields("sections.subsections"),
  body: { label: "Introducción (junto a la imagen)" },
};

const staffSectionLabels: Record<(typeof staffSectionKeys)[number], string> = {
  formacion: "Formación",
  actividadClinica: "Actividad clínica",
  docencia: "Docencia",
  actividadCientifica: "Actividad científica",
  pasantias: "Pasantías",
  membresias: "Membresías",
  areasInteres: "Áreas de interés",
  sociedades: "Sociedades científicas",
  experiencia: "Experiencia",
};

export const staffLabels: FieldLabels = {
  name: { label: "Nombre completo", hint: "Nombres y apellidos, sin «Dr.» ni «Dra.»." },
  honorific: { label: "Tratamiento" },
  profession: { label: "Profesión", options: { physician: "Médico(a)", biologist: "Biólogo(a)" } },
  specialty: {
    label: "Especialidad",
    hint: "La línea que se ve bajo el nombre en la portada, p. ej. «Ginecología y Obstetricia · Medicina Reproductiva».",
  },
  role: { label: "Cargo", hint: "Opcional, p. ej. «Directora médica»." },
  codes: { label: "Registros profesionales", hint: "Médicos: CMP y RNE. Biólogos: CBP. Solo números." },
  "codes.cmp": { label: "Número de colegiatura (CMP)" },
  "codes.rne": { label: "Registro Nacional de Especialista (RNE)" },
  "codes.cbp": { label: "Número de colegiatura (CBP)" },
  photo: { label: "Foto", hint: `${photoSizes} Retrato vertical, proporción 4:5 (p. ej. 1200 × 1500 px).` },
  photoAlt: { label: "Descripción de la foto", hint: "P. ej. «Retrato de la Dra. Ana Pérez Soto»." },
  order: { label: "Posición en el carrusel del staff", hint: "1 es el primero." },
  bookable: { label: "Mostrar el botón «Agendar cita» en su perfil" },
  ...Object.fromEntries(
    staffSectionKeys.map((key) => [key, { label: staffSectionLabels[key], singular: "línea", hint: itemHint }]),
  ),
  body: { label: "Presentación", hint: "Dos o tres frases sobre la persona." },
};

const heading = (prefix: string, name: string): FieldLabels => ({
  [prefix]: { label: name },
  [`${prefix}.heading`]: { label: "Título de la sección" },
  [`${prefix}.intro`]: { label: "Texto de introducción", widget: "text" },
});

export const homeLabels: FieldLabels = {
  title: { label: "Título de la página (pestaña y Google)" },
  description: { label: "Descripción para Google", widget: "text", hint: descriptionHint },
  hero: { label: "Carrusel principal", singular: "diapositiva" },
  "hero.heading": { label: "Frase principal" },
  "hero.text": { label: "Texto debajo (opcional)" },
  "hero.image": {
    label: "Imagen de fondo",
    hint: "Foto horizontal y ancha, proporción 16:7 (p. ej. 2400 × 1050 px, JPEG). Lo importante debe quedar en el centro: en celulares se recortan los lados.",
  },
  "hero.imageAlt": { label: "Descripción de la imagen", hint: altHint },
  "hero.action": { label: "Botón", options: { "ver-mas": "«Ver más»", reservar: "«Reservar»" } },
  ...heading("nosotros", "Nosotros"),
  "nosotros.blocks": { label: "Bloques", singular: "bloque" },
  "nosotros.blocks.title": { label: "Título" },
  "nosotros.blocks.body": { label: "Texto" },
  "nosotros.values": { label: "Valores" },
  "nosotros.values.title": { label: "Título" },
  "nosotros.values.items": { label: "Valores", singular: "valor" },
  "nosotros.values.items.name": { label: "Valor" },
  "nosotros.values.items.description": { label: "Descripción", widget: "text" },
  ...heading("servicios", "Servicios"),
  ...heading("staff", "Staff profesional"),
  ...heading("testimonios", "Testimonios"),
  "testimonios.items": { label: "Testimonios", singular: "testimonio" },
  "testimonios.items.quote": { label: "Testimonio", widget: "text" },
  "testimonios.items.author": { label: "Quién lo dice", hint: "P. ej. «Ana y Luis, pacientes desde 2022»." },
  "testimonios.items.image": { label: "Imagen", hint: "Dibujo o foto horizontal, proporción 2:1." },
  "testimonios.items.imageAlt": { label: "Descripción de la imagen", hint: altHint },
  ...heading("articulos", "Artículos recientes"),
  "articulos.all": { label: "Enlace a todos los artículos" },
  ...heading("contacto", "Contáctanos"),
};

export const placeholderLabels: FieldLabels = {
  title: { label: "Título de la página" },
  description: { label: "Descripción", widget: "text" },
  headings: { label: "Títulos", singular: "título" },
  image: { label: "Imagen (opcional)" },
  imageAlt: { label: "Descripción de la imagen", hint: altHint },
};

export const contactPageLabels: FieldLabels = {
  ...pageLabels,
  formHeading: { label: "Título del formulario" },
  mapHeading: { label: "Título del mapa" },
  mapTitle: { label: "Descripción del mapa (para lectores de pantalla)" },
  directions: { label: "Texto del enlace a Google Maps" },
  body: { label: "Texto de introducción" },
};

export const legalPageLabels: FieldLabels = {
  ...pageLabels,
  body: {
    label: "Texto",
    hint: "No escribas a mano los datos de la clínica: {legalName}, {name}, {ruc}, {address}, {email} y {phone} se completan solos.",
  },
};

const group = (prefix: string, label: string, fields: Record<string, string>): FieldLabels => ({
  [prefix]: { label },
  ...Object.fromEntries(Object.entries(fields).map(([name, words]) => [`${prefix}.${name}`, { label: words }])),
});

export const uiLabels: FieldLabels = {
  skipLink: { label: "Enlace «Saltar al contenido» (teclado)" },
  homeLabel: { label: "Descripción del logo (lectores de pantalla)", hint: "{name} es el nombre de la clínica." },
  nav: { label: "Menú de navegación", singular: "enlace" },
  "nav.label": { label: "Texto del enlace" },
  "nav.to": { label: "Dirección", hint: "Empieza con /, p. ej. /#servicios o /contactanos." },
  "nav.submenu": { label: "Submenú", options: { servicios: "Una entrada por servicio" } },
  navLabel: { label: "Nombre del menú (lectores de pantalla)" },
  ...group("menu", "Menú en celulares", { open: "Botón abrir", close: "Botón cerrar", title: "Título" }),
  ...group("social", "Redes sociales", { heading: "Título", facebook: "Facebook", instagram: "Instagram" }),
  newTab: { label: "Aviso «se abre en una pestaña nueva»" },
  ...group("chat", "WhatsApp", { floating: "Botón flotante" }),
  ...group("request", "Enlaces a «Pide tu primera consulta»", {
    link: "Texto del enlace",
    withProfessional: "En el perfil de un profesional ({name}: su nombre)",
    intro: "Texto antes del enlace (página de contacto)",
  }),
  ...group("booking", "Enlaces a la reserva en línea", {
    link: "Texto del enlace",
    withProfessional: "En el perfil de un profesional ({name}: su nombre)",
    intro: "Texto antes del enlace (páginas de solicitud y de contacto)",
    nextTimes: "Antes de los próximos horarios libres (página de solicitud)",
  }),
  ...group("actions", "Botones", {
    back: "Regresar",
    info: "Pedir información",
    book: "Reservar",
    more: "Ver más",
    schedule: "Agendar cita",
    viewCv: "Ver CV",
    expand: "Abrir bloque",
    collapse: "Cerrar bloque",
    form: "Ir al formulario de contacto",
  }),
  onThisPage: { label: "Título del índice de una página larga («En esta página»)" },
  ...group("search", "Búsqueda (junto al menú)", { label: "Nombre para lectores de pantalla", short: "Texto visible" }),
  ...group("carousel", "Carruseles (lectores de pantalla)", {
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
  ...group("footer", "Pie de página", {
    copyright: "Derechos reservados",
    credit: "Crédito del diseño",
    legal: "Razón social, RUC y RENIPRESS ({legalName}, {ruc}, {renipress})",
    linksLabel: "Título de los enlaces",
  }),
  "footer.links": { label: "Enlaces del pie de página", singular: "enlace" },
  "footer.links.label": { label: "Texto del enlace" },
  "footer.links.to": { label: "Dirección", hint: "Empieza con /, p. ej. /preguntas-frecuentes" },
  ...group("articles", "Artículos", {
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
    service: "Título de los artículos en un servicio",
    feed: "Nombre del feed ({name})",
  }),
  ...group("articles.pagination", "Paginación", {
    label: "Nombre de la paginación",
    previous: "Anterior",
    next: "Siguiente",
    page: "Página ({n})",
    current: "Página actual ({n}, {total})",
  }),
  ...group("articles.cta", "Llamado al final del artículo", {
    heading: "Título",
    body: "Texto",
    chat: "Botón de WhatsApp",
    form: "Enlace al formulario",
  }),
  ...group("articles.profile", "Artículos en el perfil", { heading: "Título", wrote: "«Escribió»", reviewed: "«Revisó»" }),
  ...group("contact", "Datos de contacto (títulos)", {
    email: "Correo",
    address: "Dirección",
    phone: "Teléfono (si el WhatsApp es el mismo número)",
    phoneOnly: "Teléfono (si el WhatsApp es otro número)",
    whatsapp: "WhatsApp (si es otro número)",
  }),
  ...group("hours", "Horario de atención (textos)", {
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
  form: { label: "Formulario de contacto" },
  ...group("form.labels", "Nombres de los campos", { nombre: "Nombre", numero: "Número", edad: "Edad", mensaje: "Mensaje" }),
  ...group("form", "Formulario de contacto", {
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
    privacy: "Aviso de privacidad",
    privacyLink: "Enlace a la política de privacidad",
  }),
  ...group("form.consent", "Consentimiento (Ley N.° 29733)", {
    label: "Texto de la casilla",
    missing: "Aviso si no se marcó",
    record: "Cómo se anota en el correo ({time}, {page}, {text} se completan solos)",
  }),
  staffProfile: { label: "Perfil de cada profesional" },
  "staffProfile.metaDescription": {
    label: "Descripción para Google",
    hint: "{honorific} {name} {specialty} {clinic} se completan solos.",
  },
  ...group("staffProfile.codes", "Nombres de los registros", { cmp: "CMP", rne: "RNE", cbp: "CBP" }),
  ...group("staffProfile.sections", "Títulos de las secciones del CV", staffSectionLabels),
  ...group("notFound", "Página no encontrada (404)", {
    title: "Título de la pestaña",
    heading: "Título",
    body: "Texto",
    home: "Enlace a la portada",
  }),
  ...group("error", "Página de error", { headline: "Título", body: "Texto", home: "Enlace a la portada" }),
};

/** Articles (content/articulos/<slug>.md), by the format of issue 13. */
export const articleLabels: FieldLabels = {
  title: { label: "Título del artículo", hint: "Máximo 90 caracteres." },
  shortTitle: { label: "Título corto (pestaña y Google)", hint: "Solo si el título pasa de 70 caracteres; máximo 70." },
  description: { label: "Descripción para Google y la tarjeta", widget: "text", hint: descriptionHint },
  published: { label: "Fecha de publicación", hint: "AAAA-MM-DD" },
  reviewed: { label: "Fecha de la última revisión médica", hint: "AAAA-MM-DD, no antes de la publicación." },
  author: { label: "Autor(a)", hint: "El nombre del archivo de la persona en Staff profesional, p. ej. martin-salazar-tello." },
  reviewer: { label: "Revisado por (médico)", hint: "Otra persona del staff, médico." },
  topics: { label: "Temas", singular: "tema", hint: "De 1 a 3." },
  services: { label: "Servicios relacionados", singular: "servicio" },
  image: { label: "Imagen (opcional)", hint: `${photoSizes} Proporción 4:3.` },
  imageAlt: { label: "Descripción de la imagen", hint: altHint },
  references: { label: "Referencias", singular: "referencia", hint: "Al menos 2: cada cifra del texto debe venir de una." },
  "references.title": { label: "Referencia" },
  "references.url": { label: "Dirección (https://…)" },
  body: { label: "Texto", hint: "Empieza con un párrafo; secciones con ## y sub-secciones con ###. Sin imágenes ni HTML." },
};

/** The questions page (content/paginas/preguntas-frecuentes.md), by the format of issue 13. */
export const faqPageLabels: FieldLabels = {
  ...pageLabels,
  groups: { label: "Grupos de preguntas", singular: "grupo" },
  "groups.title": { label: "Título del grupo" },
  "groups.id": { label: "Ancla del grupo", hint: "Minúsculas sin tildes y guiones." },
  "groups.questions": { label: "Preguntas", singular: "pregunta" },
  "groups.questions.id": {
    label: "Ancla de la pregunta",
    hint: "Minúsculas sin tildes y guiones; no la cambies una vez publicada.",
  },
  "groups.questions.question": { label: "Pregunta" },
  "groups.questions.answer": { label: "Respuesta", widget: "markdown" },
  body: { label: "Introducción" },
};

/** The search page's texts (content/paginas/buscar.md). */
export const searchPageLabels: FieldLabels = {
  ...pageLabels,
  label: { label: "Etiqueta de la caja de búsqueda" },
  submit: { label: "Texto del botón" },
  searching: { label: "Mensaje mientras busca" },
  results: { label: "Mensajes con el resultado", hint: "{query} es lo que escribió la persona; {count}, cuántas páginas." },
  "results.none": { label: "Ninguna página" },
  "results.one": { label: "Una página" },
  "results.many": { label: "Varias páginas" },
  failed: { label: "Mensaje si la búsqueda no carga" },
  noscript: { label: "Mensaje sin JavaScript" },
  alternativesHeading: { label: "Título de los otros caminos" },
  alternatives: { label: "Otros caminos (enlaces)", singular: "enlace" },
  "alternatives.label": { label: "Texto del enlace" },
  "alternatives.to": { label: "Dirección dentro del sitio", hint: "Empieza con /, p. ej. /preguntas-frecuentes" },
  body: { label: "Introducción" },
};

/**
 * «¿Cuándo consultar?» (content/paginas/cuando-consultar.md). The options' keys are fixed (the rule
 * in app/lib/when-to-consult.ts reads them): only their texts are edited here.
 */
export const whenToConsultLabels: FieldLabels = {
  ...pageLabels,
  reviewer: { label: "Médico que revisó la guía", hint: "El nombre de su archivo en staff/, sin .md." },
  reviewed: { label: "Fecha de la revisión", hint: "AAAA-MM-DD." },
  reviewedBy: { label: "Línea de la revisión", hint: "{reviewer} es el médico; {date}, la fecha." },
  notDiagnosis: { label: "Aviso: no es un diagnóstico" },
  questions: { label: "Preguntas" },
  "questions.heading": { label: "Título de las preguntas" },
  "questions.intro": { label: "Introducción de las preguntas" },
  "questions.age": { label: "Edad" },
  "questions.age.legend": { label: "Pregunta" },
  "questions.age.options": { label: "Respuestas" },
  "questions.age.options.menos-de-35": { label: "Menos de 35" },
  "questions.age.options.35-a-39": { label: "De 35 a 39" },
  "questions.age.options.40-o-mas": { label: "40 o más" },
  "questions.months": { label: "Tiempo buscando" },
  "questions.months.legend": { label: "Pregunta" },
  "questions.months.options": { label: "Respuestas" },
  "questions.months.options.menos-de-6": { label: "Menos de 6 meses" },
  "questions.months.options.6-a-11": { label: "De 6 a 11 meses" },
  "questions.months.options.12-o-mas": { label: "12 meses o más" },
  "questions.months.options.sin-pareja-masculina": { label: "Sin pareja masculina" },
  "questions.cycles": { label: "Reglas" },
  "questions.cycles.legend": { label: "Pregunta" },
  "questions.cycles.options": { label: "Respuestas" },
  "questions.cycles.options.regulares": { label: "Regulares" },
  "questions.cycles.options.irregulares": { label: "Irregulares o ausentes" },
  "questions.cycles.options.no-se": { label: "No lo sabe" },
  "questions.signs": { label: "Situaciones que piden consultar ya" },
  "questions.signs.legend": { label: "Pregunta" },
  "questions.signs.hint": { label: "Ayuda" },
  "questions.signs.items": { label: "Situaciones", singular: "situación" },
  "questions.submit": { label: "Texto del botón" },
  "questions.waiting": { label: "Mensaje antes de responder" },
  "questions.answerHeading": { label: "Título de la respuesta" },
  answers: { label: "Respuestas de la guía" },
  "answers.ahora-senales": { label: "Consultar ahora (por una situación o las reglas)" },
  "answers.ahora-senales.title": { label: "Título" },
  "answers.ahora-senales.body": { label: "Texto", widget: "markdown" },
  "answers.ahora-edad": { label: "Consultar ahora (40 años o más)" },
  "answers.ahora-edad.title": { label: "Título" },
  "answers.ahora-edad.body": { label: "Texto", widget: "markdown" },
  "answers.ya-es-momento": { label: "Ya es momento", hint: "{meses} son los meses tras los que conviene consultar a esa edad." },
  "answers.ya-es-momento.title": { label: "Título" },
  "answers.ya-es-momento.body": { label: "Texto", widget: "markdown" },
  "answers.puedes-esperar": { label: "Puede esperar", hint: "{meses} son los meses que conviene seguir intentando." },
  "answers.puedes-esperar.title": { label: "Título" },
  "answers.puedes-esperar.body": { label: "Texto", widget: "markdown" },
  "answers.cuando-quieras": { label: "Cuando quiera (sin pareja masculina)" },
  "answers.cuando-quieras.title": { label: "Título" },
  "answers.cuando-quieras.body": { label: "Texto", widget: "markdown" },
  table: { label: "Tabla sin JavaScript" },
  "table.summary": { label: "Texto para abrir la tabla" },
  "table.caption": { label: "Leyenda de la tabla" },
  "table.ageHeading": { label: "Columna de la edad" },
  "table.monthsHeading": { label: "Columna del tiempo" },
  "table.answerHeading": { label: "Columna de la respuesta" },
  "table.wait": { label: "Respuesta cuando puede esperar", hint: "{meses} son los meses." },
  "table.signsNote": { label: "Nota sobre las situaciones" },
  criteria: { label: "En qué se basa" },
  "criteria.heading": { label: "Título" },
  "criteria.body": { label: "Criterios con sus fuentes", widget: "markdown" },
  sources: { label: "Fuentes" },
  "sources.heading": { label: "Título" },
  "sources.items": { label: "Fuentes", singular: "fuente" },
  "sources.items.title": { label: "Referencia" },
  "sources.items.url": { label: "Dirección (https://…)" },
  actions: { label: "Siguiente paso" },
  "actions.heading": { label: "Título" },
  "actions.body": { label: "Texto" },
  "actions.request": { label: "Botón de la solicitud de consulta" },
  "actions.chat": { label: "Botón del chat" },
  body: { label: "Introducción" },
};

const dayHours = (day: string, name: string): FieldLabels => ({
  [`hours.${day}`]: {
    label: name,
    singular: "horario",
    summary: "{{fields.opens}} a {{fields.closes}}",
    hint: "Uno por tramo: si cierran al mediodía, dos. Sin ninguno, ese día no atienden.",
  },
  [`hours.${day}.opens`]: { label: "Abre", hint: "Hora de 24 horas, como 08:00." },
  [`hours.${day}.closes`]: { label: "Cierra", hint: "Como 19:00." },
});
const phoneHint = "Con +51: un celular (+51 987 654 321) o un fijo de Lima (+51 1 234 5678).";

/** «Datos de la clínica» (content/clinica.yml): where every page, the complaints book and the back office take them from. */
export const clinicFactsLabels: FieldLabels = {
  name: { label: "Nombre de la clínica", hint: "Como la conocen los pacientes." },
  legalName: { label: "Razón social", hint: "Como figura en la SUNAT, p. ej. «… S.A.C.»." },
  ruc: { label: "RUC", hint: "11 cifras. La última es un dígito de control: si no corresponde, la web no se publica." },
  renipress: { label: "Código RENIPRESS (SUSALUD)", hint: "El código único IPRESS de 8 cifras." },
  phone: { label: "Teléfono", hint: phoneHint },
  whatsapp: {
    label: "WhatsApp",
    hint: `Solo si atienden WhatsApp en otro número; vacío, el chat va al teléfono. ${phoneHint}`,
  },
  email: { label: "Correo electrónico" },
  address: { label: "Dirección" },
  "address.street": { label: "Calle y número", hint: "P. ej. «Av. Javier Prado Este 1520, piso 4»." },
  "address.district": { label: "Distrito" },
  "address.city": { label: "Ciudad" },
  "address.region": { label: "Región" },
  "address.postalCode": { label: "Código postal", hint: "5 cifras, p. ej. 15036." },
  map: { label: "Ubicación en el mapa" },
  "map.latitude": {
    label: "Latitud",
    hint: "En Google Maps: clic derecho sobre la clínica; el primer número (negativo en el Perú).",
  },
  "map.longitude": { label: "Longitud", hint: "El segundo número (también negativo)." },
  hours: { label: "Horario de atención", hint: "En hora de Lima." },
  ...dayHours("monday", "Lunes"),
  ...dayHours("tuesday", "Martes"),
  ...dayHours("wednesday", "Miércoles"),
  ...dayHours("thursday", "Jueves"),
  ...dayHours("friday", "Viernes"),
  ...dayHours("saturday", "Sábado"),
  ...dayHours("sunday", "Domingo"),
  closedOnHolidays: { label: "Cerrado los feriados nacionales", hint: "La web ya conoce los feriados del Perú." },
  closedDays: {
    label: "Otros días sin atención",
    singular: "día",
    summary: "{{fields.date}}: {{fields.reason}}",
    hint: "Días que cierran aunque no sean feriado. Los pasados se pueden borrar.",
  },
  "closedDays.date": { label: "Fecha", hint: "Como 2026-12-24 (año-mes-día)." },
  "closedDays.reason": { label: "Motivo", hint: "Para el equipo; p. ej. «Nochebuena»." },
  social: { label: "Redes sociales" },
  "social.facebook": { label: "Facebook", hint: "La dirección completa de la página, con https://." },
  "social.instagram": { label: "Instagram", hint: "La dirección completa del perfil, con https://." },
  videoRoomUrl: {
    label: "Salas de videollamada (teleconsultas)",
    hint: "Opcional. La dirección de su proveedor con {room} donde va el nombre de cada sala, p. ej. https://meet.jit.si/{room}. Vacío: una sala de Jitsi Meet distinta y secreta para cada cita.",
  },
  dataProtectionOfficer: {
    label: "Oficial de datos personales",
    hint: "La persona a quien los pacientes escriben por sus datos (D.S. 016-2024-JUS).",
  },
  "dataProtectionOfficer.name": { label: "Nombre" },
  "dataProtectionOfficer.email": { label: "Correo electrónico" },
  credit: { label: "Crédito del diseño (pie de página)" },
  "credit.name": { label: "Nombre" },
  "credit.url": { label: "Dirección web", hint: "Con https://." },
};
