// The agenda as one concern of the back office (../context.ts): its pages (routes.ts), its menu
// entry and today's appointments on «Hoy», only for the accounts that keep the agenda.
import { Hono } from "hono";
import { loadProfessionals } from "#server/booking/content.ts";
import { shortTime } from "#server/booking/calendar.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import type { BackOfficeContext, Concern, Env } from "#server/back-office/context.ts";
import { contactActions } from "#server/back-office/contact.ts";
import { appointmentsBetween } from "./data.ts";
import { AGENDA_BASE } from "./paths.ts";
import { registerAgenda } from "./routes.ts";

const MODALITY = { presencial: "presencial", virtual: "virtual" } as const;

export function agendaConcern({ service, db, now, options }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  registerAgenda(routes, { db, now, origin: service.linkOrigin, onStored: service.wakeOutbox, ...options.agenda });
  const professionals = loadProfessionals();
  const nameOf = (slug: string) => professionals.find((p) => p.slug === slug)?.label ?? slug;
  return {
    routes,
    menu: (session) => (session.agenda ? [{ href: `${AGENDA_BASE}/`, label: "Agenda" }] : []),
    // Today's appointments still to happen or still to be marked, by time, each due at its start.
    today: (session, at, { offset, limit }) => {
      if (!session.agenda) return undefined;
      const rows = appointmentsBetween(db, limaDate(at), limaDate(at)).filter((row) => row.state === "reservada");
      const started = (row: (typeof rows)[number]) => row.start < at.getTime();
      return {
        id: "citas",
        title: "Citas de hoy",
        order: "por hora",
        total: rows.length,
        // An appointment that started is not late work: «empezó» says it, no «fuera de plazo».
        overdue: 0,
        items: rows.slice(offset, offset + limit).map((row) => ({
          due: row.start,
          kind: "Cita",
          code: row.code,
          name: row.name,
          about: `${nameOf(row.professional)} · ${MODALITY[row.modality]} · ${row.confirmedAt ? "confirmó" : "sin confirmar"}`,
          href: `${AGENDA_BASE}/citas/${row.code}`,
          dueLabel: started(row) ? `empezó a las ${shortTime(row.start)}` : `hoy a las ${shortTime(row.start)}`,
          overdue: started(row),
          actions: contactActions(row.phone, row.email),
        })),
      };
    },
  };
}
