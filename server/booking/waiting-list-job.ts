// The waiting list's job: a pass of the offers' engine (waiting-list-offers.ts) right after each change that
// may free a time (`kick`, called by the booking's and the agenda's routes after a cancellation, a
// move, an accepted offer or new availability) and on its own interval (offers that expire, changes
// made by another process). Started by server/start.ts with the reminders, inside the service: no
// cron or timer to install. Passes never overlap: a kick during a pass runs one more after it.
import { runOfferPass, type WaitingContext } from "./waiting-list-offers.ts";

export interface WaitingJob {
  /** Runs a pass soon (on the next turn of the event loop); kicks meanwhile are one pass. */
  kick(): void;
  stop(): void;
}

export function startWaitingList(
  context: WaitingContext,
  {
    intervalMs = 60_000,
    now = () => new Date(),
    onQueued,
  }: { intervalMs?: number; now?: () => Date; onQueued?: () => void } = {},
): WaitingJob {
  let pending: ReturnType<typeof setImmediate> | null = null;
  const pass = () => {
    pending = null;
    try {
      const { offered } = runOfferPass(context, now());
      if (offered > 0) onQueued?.();
    } catch (error) {
      console.error(`agenda: lista de espera: ${(error as Error).name}: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    kick: () => {
      pending ??= setImmediate(pass);
    },
    stop: () => {
      clearInterval(timer);
      if (pending) clearImmediate(pending);
      pending = null;
    },
  };
}
