// One of several threads booking the same time at once, each on its own connection to one database
// file (as several service processes would): store.test.ts and scripts/bench-booking.ts start them.
// All wait on a shared barrier, then try; each posts back how its attempts ended.
import { workerData, parentPort } from "node:worker_threads";
import { openDatabase } from "#server/db.ts";
import { bookAppointment, type TimeChoice } from "#server/booking/store.ts";

const { file, time, thread, attempts, barrier, now } = workerData as {
  file: string;
  time: TimeChoice;
  thread: number;
  attempts: number;
  barrier: SharedArrayBuffer;
  now: number;
};
const db = openDatabase(file);
const gate = new Int32Array(barrier);
Atomics.add(gate, 1, 1);
Atomics.notify(gate, 1);
Atomics.wait(gate, 0, 0);
const results: string[] = [];
for (let attempt = 0; attempt < attempts; attempt++) {
  try {
    const result = bookAppointment(
      db,
      time,
      {
        name: "Prueba",
        phone: `9${String(thread * 1000 + attempt).padStart(8, "0")}`,
        email: `t${thread}-${attempt}@example.com`,
      },
      { closedDates: new Set(), now: new Date(now), videoRoom: () => "https://meet.jit.si/x", mails: () => [] },
    );
    results.push(result.status);
  } catch (error) {
    results.push(`error: ${(error as Error).message}`);
  }
}
db.close();
parentPort!.postMessage(results);
