// One of several threads going for one freed time at once, each on its own connection to one
// database file (as several service processes would): waiting-list.test.ts starts them.
// Each accepts an offer by its link, or books the time as a stranger on the web would; all wait on
// a shared barrier, then try; each posts back how it ended.
import { workerData, parentPort } from "node:worker_threads";
import { openDatabase } from "#server/db.ts";
import { bookAppointment, type TimeChoice } from "#server/booking/store.ts";
import { acceptOffer } from "#server/booking/waiting-list-offers.ts";
import { loadBookingContent, loadProfessionals } from "#server/booking/content.ts";

const { file, job, barrier, now } = workerData as {
  file: string;
  job: { accept: string } | { book: TimeChoice; n: number };
  barrier: SharedArrayBuffer;
  now: number;
};
const db = openDatabase(file);
const gate = new Int32Array(barrier);
Atomics.add(gate, 1, 1);
Atomics.wait(gate, 0, 0);
let result: string;
try {
  result =
    "accept" in job
      ? acceptOffer(
          {
            db,
            mail: {
              content: loadBookingContent(),
              professionals: loadProfessionals(),
              whatToBring: [],
              origin: "https://clinica.example",
              clinicEmail: "clinica@example.com",
            },
            closedDates: new Set(),
            offerMinutes: 30,
            videoRoom: () => "https://meet.jit.si/x",
          },
          job.accept,
          new Date(now),
        ).status
      : bookAppointment(
          db,
          job.book,
          { name: "Otra", phone: `97${String(job.n).padStart(7, "0")}`, email: `otra${job.n}@example.com` },
          { closedDates: new Set(), now: new Date(now), videoRoom: () => "https://meet.jit.si/x", mails: () => [] },
        ).status;
} catch (error) {
  result = `error: ${(error as Error).message}`;
}
db.close();
parentPort!.postMessage(result);
