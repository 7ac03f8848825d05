// `npm run bench -- agenda`: the booking's figures (issue 39's targets), medians of several runs, on a
// database in a temporary folder with 10 professionals (Monday to Saturday, 08:00–19:00, both
// modalities) and 1,000 appointments across them in the next 8 weeks:
// 1. free times of one professional over 8 weeks, read and computed as a page does (target ≤ 20 ms);
// 2. the free times' HTTP answer (JSON and the HTML page) at 50 concurrent clients (p95 ≤ 50 ms);
// 3. bookings at 20 concurrent clients, each its own time (p95 ≤ 100 ms);
// 4. 200 simultaneous attempts at one time: exactly 1 booking, 199 refusals, 0 errors.
// The service runs as `npm start` runs it (server/start.ts, its own process, as the other benches),
// on a copy of content/ with two more physicians (the sample has eight).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#server/db.ts";
import { loadProfessionals } from "#server/booking/content.ts";
import { startService } from "#server/complaints/testing/service.ts";
import { loadRules } from "#server/booking/store.ts";
import { timeValue } from "#server/booking/paths.ts";
import { freeTimes, toMinutes } from "#shared/booking/free-times.ts";

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dir = mkdtempSync(path.join(tmpdir(), "bench-agenda-"));
const contentDir = path.join(dir, "content");
cpSync("content", contentDir, { recursive: true });
const physicians = loadProfessionals(contentDir);
for (const n of [1, 2]) {
  const source = readFileSync(path.join(contentDir, "staff", `${physicians[0]!.slug}.md`), "utf8");
  writeFileSync(path.join(contentDir, "staff", `bench-${n}.md`), source.replace(/^order: \d+$/m, `order: ${100 + n}`));
}
const databaseFile = path.join(dir, "agenda.sqlite");
const db = openDatabase(databaseFile);
const now = new Date();
const closed = new Set<string>();

// Ten professionals: the content's physicians, and made-up slugs up to ten.
const slugs = loadProfessionals(contentDir).map((person) => person.slug);
db.exec("UPDATE booking_settings SET horizon_days = 56, min_notice_minutes = 120, default_length_minutes = 30");
const addSpan = db.prepare(
  "INSERT INTO booking_spans (professional, weekday, modality, start_minute, end_minute) VALUES (?, ?, ?, ?, ?)",
);
for (const slug of slugs) {
  db.prepare("INSERT INTO booking_professionals (slug) VALUES (?)").run(slug);
  for (let weekday = 1; weekday <= 6; weekday++) {
    addSpan.run(slug, weekday, "presencial", toMinutes("08:00"), toMinutes("13:00"));
    addSpan.run(slug, weekday, "virtual", toMinutes("14:00"), toMinutes("19:00"));
  }
}
// 1,000 appointments: 100 per professional, spread over their free times of the 8 weeks.
const insert = db.prepare(
  `INSERT INTO appointments (code, professional, modality, start_at, end_at, name, phone, phone_key, source, created_at, state_changed_at)
   VALUES (?, ?, ?, ?, ?, 'Prueba', '900000000', ?, 'web', ?, ?)`,
);
let n = 0;
db.exec("BEGIN");
for (const slug of slugs) {
  const free = freeTimes(loadRules(db, closed, now), { now, professional: slug });
  const step = Math.floor(free.length / 100);
  for (let i = 0; i < 100; i++) {
    const time = free[i * step]!;
    n++;
    insert.run(`CT-B${n}`, slug, time.modality, time.start, time.end, `b${n}`, now.getTime(), now.getTime());
  }
}
db.exec("COMMIT");
console.log(`Agenda: ${slugs.length} profesionales, ${n} citas en 8 semanas.`);

// 1. Free times of one professional, as a page computes them (read + rule).
const one = slugs[0]!;
const durations: number[] = [];
let count = 0;
for (let run = 0; run < Math.max(RUNS, 3) + 2; run++) {
  const start = performance.now();
  count = freeTimes(loadRules(db, closed, now, { professional: one }), { now, professional: one }).length;
  const took = performance.now() - start;
  if (run >= 2) durations.push(took); // two warm-up runs
}
console.log(
  `1. Horarios libres de un profesional en 8 semanas (${count}): mediana ${ms(median(durations))} de ${durations.length} (meta ≤ 20 ms)`,
);

// The service, in its own process.
const service = await startService({
  COMPLAINTS_DB: databaseFile,
  COMPLAINTS_DELIVERY: "off",
  CONTENT_DIR: contentDir,
  AGENDA_RATE_LIMIT: "100000000",
});
const origin = service.origin;

/** `total` requests by `clients` concurrent clients; each request's time. */
async function load(clients: number, total: number, request: (index: number) => Promise<Response>) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const index = next++;
        const start = performance.now();
        try {
          const response = await request(index);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        } catch {
          errors++;
        }
        times.push(performance.now() - start);
      }
    }),
  );
  return { times, statuses, errors };
}

// 2. The free times over HTTP at 50 concurrent clients.
for (const [label, url] of [
  ["JSON", `${origin}/app/api/agenda/horarios?modalidad=presencial&profesional=${one}`],
  ["página", `${origin}/app/reservar-cita/?modalidad=presencial&profesional=${one}`],
] as const) {
  const p95s: number[] = [];
  for (let run = 0; run < RUNS; run++) p95s.push(percentile((await load(50, 1000, () => fetch(url))).times, 95));
  console.log(`2. Horarios libres por HTTP (${label}), 50 clientes: p95 mediano ${ms(median(p95s))} (meta ≤ 50 ms)`);
}

// 3. Bookings at 20 concurrent clients, each of its own free time and person.
const form = (values: Record<string, string>) =>
  fetch(`${origin}/app/reservar-cita/reservar`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
    redirect: "manual",
  });
const person = (index: number) => ({
  name: "Prueba Carga",
  phone: `9${String(index).padStart(8, "0")}`,
  email: `carga${index}@example.com`,
  consent: "si",
  teleconsent: "si",
});
let people = 0;
const bookingP95s: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const free = freeTimes(loadRules(db, closed, new Date()), { now: new Date() });
  const result = await load(20, 200, (index) => form({ hora: timeValue(free[index * 3]!), ...person(people++) }));
  bookingP95s.push(percentile(result.times, 95));
  if (result.errors || (result.statuses.get(303) ?? 0) !== 200)
    console.log("   respuestas:", Object.fromEntries(result.statuses), "errores:", result.errors);
}
console.log(`3. Reservas, 20 clientes: p95 mediano ${ms(median(bookingP95s))} (meta ≤ 100 ms)`);

// 4. 200 simultaneous attempts at one time.
const target = freeTimes(loadRules(db, closed, new Date()), { now: new Date() })[0]!;
const race = await Promise.allSettled(
  Array.from({ length: 200 }, () => form({ hora: timeValue(target), ...person(people++) }).then((response) => response.status)),
);
const booked = race.filter((r) => r.status === "fulfilled" && r.value === 303).length;
const refused = race.filter((r) => r.status === "fulfilled" && r.value === 409).length;
const failed = race.length - booked - refused;
const reasons = race.flatMap((r) =>
  r.status === "rejected"
    ? [String((r.reason as Error).cause ?? r.reason)]
    : r.value !== 303 && r.value !== 409
      ? [`HTTP ${r.value}`]
      : [],
);
if (reasons.length) console.log("   errores:", [...new Set(reasons)].slice(0, 3).join(" | "));
console.log(
  `4. 200 intentos simultáneos de una misma hora: ${booked} reserva, ${refused} rechazos, ${failed} errores (meta 1, 199, 0)`,
);

service.child.kill("SIGTERM");
await service.exited;
db.close();
rmSync(dir, { recursive: true, force: true });
