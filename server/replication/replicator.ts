// Litestream beside the service, with its lifetime: started by server/start.ts when DATA_REPLICA is
// set, restarted when it exits (1 s, doubling, at most a minute apart), stopped with the service
// (a last sync first: Litestream's own SIGTERM handling). Its JSON log feeds the replica's status
// (replication-status.ts); its errors and rare events go to the service's log, in Spanish, never
// the replica's password. In production it is a child in the service's systemd unit, so a stop or
// a kill of the unit ends both.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { litestreamBinary } from "./litestream-config.ts";
import { replicationTracker, type ReplicationStatus } from "./replication-status.ts";

/** Litestream's events worth a line in the service's log (the per-second ones are not). */
const NOTABLE: Record<string, string> = {
  "replicating to": "replicando",
  "sync: new generation": "nueva generación (copia completa)",
  "snapshot deleted": "conservación: copia antigua borrada de la réplica",
  "wal segmented deleted before": "conservación: WAL antiguo borrado de la réplica",
};

export interface Replicator {
  status(): ReplicationStatus;
  /** Stops Litestream, runs `work` (a purge's WAL truncation), then starts it again. */
  paused<T>(work: () => T | Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export function startReplicator({
  configFile,
  binary = litestreamBinary(),
  now = () => Date.now(),
  log = console,
}: {
  configFile: string;
  binary?: string;
  now?: () => number;
  log?: Pick<Console, "log" | "error">;
}): Replicator {
  const tracker = replicationTracker({ now });
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let backoffMs = 1000;

  function launch() {
    restartTimer = undefined;
    const started = now();
    const proc = spawn(binary, ["replicate", "-config", configFile], { stdio: ["ignore", "pipe", "pipe"] });
    child = proc;
    tracker.started();
    createInterface({ input: proc.stdout! }).on("line", onLine);
    createInterface({ input: proc.stderr! }).on("line", onLine);
    exited = new Promise((resolve) => {
      proc.once("error", (error) => log.error(`réplica: no se pudo iniciar Litestream: ${error.message}`));
      proc.once("close", (code, signal) => {
        if (child === proc) child = undefined;
        tracker.exited(stopping);
        if (!stopping) {
          // A run that lasted a while starts the backoff over.
          if (now() - started > 60_000) backoffMs = 1000;
          log.error(
            `réplica: Litestream terminó (${signal ?? `código ${code}`}); se reinicia en ${Math.round(backoffMs / 1000)} s`,
          );
          restartTimer = setTimeout(launch, backoffMs);
          backoffMs = Math.min(backoffMs * 2, 60_000);
        }
        resolve();
      });
    });
  }

  function onLine(text: string) {
    let line: { level?: string; msg?: string; error?: string };
    try {
      line = JSON.parse(text) as typeof line;
    } catch {
      // Not one of its JSON lines (a Go panic's trace): shown as it is.
      log.error(`réplica: ${text}`);
      return;
    }
    tracker.logged(line);
    if (line.level === "ERROR" || line.level === "WARN") log.error(`réplica: ${line.msg}${line.error ? `: ${line.error}` : ""}`);
    else if (line.msg && NOTABLE[line.msg]) log.log(`réplica: ${NOTABLE[line.msg]}`);
  }

  async function halt() {
    stopping = true;
    clearTimeout(restartTimer);
    restartTimer = undefined;
    child?.kill("SIGTERM");
    await exited;
  }

  // An exit of the service's process that skips its shutdown (an uncaught error) still ends Litestream.
  const onExit = () => child?.kill("SIGTERM");
  process.once("exit", onExit);
  launch();

  return {
    status: () => tracker.status(),
    async paused(work) {
      await halt();
      try {
        return await work();
      } finally {
        stopping = false;
        launch();
      }
    },
    async stop() {
      await halt();
      process.off("exit", onExit);
    },
  };
}
