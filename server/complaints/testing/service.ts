// Starts the real service (server/start.ts) as a child process on a free port, for the tests that
// need a process to kill or several processes on one database.
import { spawn, type ChildProcess } from "node:child_process";

export interface RunningService {
  child: ChildProcess;
  origin: string;
  /** What the service printed up to listening. */
  output: string;
  /** Everything it has printed so far (stdout, and stderr in a group). */
  log: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/**
 * `group`: in a process group of its own, so that one kill (`killGroup`) ends it with what it
 * started (Litestream), and its errors kept in `log()` rather than shown.
 */
export function startService(env: Record<string, string>, { group = false } = {}): Promise<RunningService> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: "/nonexistent-build",
      EMAILJS_SINK_OUTBOX: "/dev/null",
      ...env,
    },
    stdio: ["ignore", "pipe", group ? "pipe" : "inherit"],
    detached: group,
  });
  let printed = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    for (const stream of group ? [child.stdout!, child.stderr!] : [child.stdout!]) {
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        printed += chunk;
        const port = /localhost:(\d+)\//.exec(printed)?.[1];
        // Up to the line that says where it listens.
        if (port && /Escuchando en .*\n/.test(printed))
          resolve({ child, origin: `http://127.0.0.1:${port}`, output: printed, log: () => printed, exited });
      });
    }
    child.once("exit", (code) => reject(new Error(`the service exited (${code}) before listening:\n${printed}`)));
  });
}

/** Kills the whole process group of a service started with `group` at once: no clean shutdown, no last sync. */
export function killGroup(service: RunningService) {
  process.kill(-service.child.pid!, "SIGKILL");
  return service.exited;
}
