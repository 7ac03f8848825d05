// The request page's next free times (server/booking/: GET /app/api/agenda/horarios): up to three,
// each a button of a form that holds it on the booking pages (the form is made here: without
// script there is nothing to send). Without script, or when the
// clinic has nothing free or published, the box stays hidden and the page's link to the booking
// is what remains. Lima's clock without Intl (#shared/calendar/lima-clock.ts), as the hours' line.
import { limaClock, longDate, WEEKDAY_NAMES } from "#shared/calendar/lima-clock.ts";

interface FreeTimes {
  dias: { horarios: { inicio: string; profesional: string; nombre?: string; modalidad: string }[] }[];
}

const when = (instant: Date) => {
  const clock = limaClock(instant);
  const hour = Math.floor(clock.minutes / 60);
  const time = `${hour % 12 || 12}:${String(clock.minutes % 60).padStart(2, "0")} ${hour < 12 ? "a. m." : "p. m."}`;
  return `${WEEKDAY_NAMES[clock.weekday]} ${longDate(clock.day)}, ${time}`;
};

const box = document.querySelector<HTMLElement>("[data-next-times]");
if (box) {
  fetch(box.dataset.nextTimes!, { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<FreeTimes>) : null))
    .then((body) => {
      const times = (body?.dias ?? []).flatMap((day) => day.horarios).slice(0, 3);
      if (!times.length) return;
      const form = document.createElement("form");
      form.method = "post";
      form.action = box.dataset.action!;
      const list = document.createElement("ul");
      list.className = "mt-2 grid gap-2";
      form.append(list);
      for (const time of times) {
        const button = document.createElement("button");
        button.type = "submit";
        button.name = "hora";
        button.value = `${time.profesional}|${time.modalidad}|${Date.parse(time.inicio)}`;
        button.className = box.dataset.buttonClass ?? "";
        button.textContent = [when(new Date(time.inicio)), time.nombre, box.dataset.modality].filter(Boolean).join(" · ");
        const item = document.createElement("li");
        item.append(button);
        list.append(item);
      }
      box.append(form);
      box.classList.remove("hidden");
    })
    .catch(() => {
      // No times shown: the link to the booking is there.
    });
}
