// The patient's booking's addresses: its pages under /app/reservar-cita/ and the free times' JSON.
// The site links to them through shared/booking/links.ts; nginx passes these paths to the service.
import type { FreeTime } from "#shared/booking/free-times.ts";

export const BOOKING_BASE = "/app/reservar-cita";
export const PATHS = {
  choose: `${BOOKING_BASE}/`,
  hold: `${BOOKING_BASE}/apartar`,
  form: `${BOOKING_BASE}/datos`,
  book: `${BOOKING_BASE}/reservar`,
  manage: `${BOOKING_BASE}/cita`,
  cancel: `${BOOKING_BASE}/cita/cancelar`,
  move: `${BOOKING_BASE}/cita/mover`,
  confirm: `${BOOKING_BASE}/cita/confirmar`,
  ics: `${BOOKING_BASE}/cita/evento.ics`,
  email: `${BOOKING_BASE}/cita/correo`,
  resend: `${BOOKING_BASE}/reenviar`,
} as const;
export const REQUEST_PAGE = "/app/pide-tu-primera-consulta";
export const FREE_TIMES_API = "/app/api/agenda/horarios";

/** A time's value in a form: professional, modality and start (epoch ms). */
export const timeValue = (time: Pick<FreeTime, "professional" | "modality" | "start">) =>
  `${time.professional}|${time.modality}|${time.start}`;
