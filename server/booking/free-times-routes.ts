// The free times as JSON, GET /app/api/agenda/horarios (the request page's «próximos horarios» and
// an island): the same choice and days as step 1 (choose-routes.tsx), in Lima's time zone.
import { Hono } from "hono";
import { timesQuery, type BookingContext } from "./booking-context.ts";
import { FREE_TIMES_API } from "./paths.ts";

export function freeTimesRoutes(booking: BookingContext) {
  const routes = new Hono();
  routes.get(FREE_TIMES_API, (c) => {
    const { modality, professional, from } = timesQuery(booking, c);
    const { days, later } = booking.freeTimes.days({ modality, professional, from });
    const labels = new Map(booking.professionals.map((person) => [person.slug, person.label]));
    return c.json(
      {
        zonaHoraria: "America/Lima",
        dias: days.map(({ day, times }) => ({
          dia: day,
          horarios: times.map((time) => ({
            inicio: new Date(time.start).toISOString(),
            profesional: time.professional,
            nombre: labels.get(time.professional),
            modalidad: time.modality,
          })),
        })),
        siguiente: later ?? null,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });
  return routes;
}
