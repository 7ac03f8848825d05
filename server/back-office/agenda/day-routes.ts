// The agenda's day, its week and its CSV (routes.ts mounts them).
import type { Context } from "hono";
import { toCsv } from "#server/back-office/csv.ts";
import type { Env } from "#server/back-office/sessions.ts";
import { page } from "#server/back-office/layout.tsx";
import { addDays } from "#shared/booking/free-times.ts";
import { limaDate } from "#shared/calendar/lima-clock.ts";
import type { Agenda } from "./agenda.ts";
import { AGENDA_EXPORT_HEADER, agendaExportRows, appointmentsBetween, weeklyCounts } from "./data.ts";
import { AgendaTodayPage, WeekPage } from "./day-pages.tsx";

/** Today's appointments and the weeks' totals. */
export const showToday = (agenda: Agenda) => (c: Context<Env>) => {
  const { db, now } = agenda;
  const today = limaDate(new Date(now()));
  agenda.log(c, "agenda_ver_dia");
  return c.html(
    page(AgendaTodayPage, {
      view: agenda.view(c),
      today,
      rows: appointmentsBetween(db, today, today),
      counts: weeklyCounts(db, today),
    }),
  );
};

/** The week of `desde` (this week by default), of one professional or the whole clinic. */
export const showWeek = (agenda: Agenda) => (c: Context<Env>) => {
  const today = limaDate(new Date(agenda.now()));
  const asked = c.req.query("desde");
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  const wanted = c.req.query("profesional");
  const professional = wanted && agenda.known(wanted) ? wanted : undefined;
  agenda.log(c, "agenda_ver_semana");
  const rows = appointmentsBetween(agenda.db, monday, addDays(monday, 6), professional);
  return c.html(page(WeekPage, { view: agenda.view(c), from: monday, professional, rows }));
};

/** Every appointment as a CSV file (audited). */
export const exportAppointments = (agenda: Agenda) => (c: Context<Env>) => {
  agenda.log(c, "agenda_exportar_csv");
  const today = limaDate(new Date(agenda.now()));
  // In the other exports' formats (issue 47): agendaExportRows.
  const rows = agendaExportRows(agenda.db, agenda.professionals, addDays(today, 400));
  return c.body(toCsv(AGENDA_EXPORT_HEADER, rows), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="citas-${today}.csv"`,
  });
};
