// Starts the real service (server/start.ts) as a child process on a free port, for the tests that
// need a process to kill or several processes on one database.
import { spawn, type ChildProcess } from "node:child_process";

export interface RunningService {
  child: ChildProcess;
  origin: string;
  /** What the service printed up to listening. */
  output: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

export function startService(env: Record<string, string>): Promise<RunningService> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: "/nonexistent-build",
      EMAILJS_SINK_OUTBOX: "/dev/null",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      output += chunk;
      const port = /localhost:(\d+)\//.exec(output)?.[1];
      // Up to the line that says where it listens.
      if (port && /Escuchando en .*\n/.test(output)) {
        child.stdout!.removeAllListeners("data");
        child.stdout!.resume();
        resolve({ child, origin: `http://127.0.0.1:${port}`, output, exited });
      }
    });
    child.once("exit", (code) => reject(new Error(`the service exited (${code}) before listening:\n${output}`)));
  });
}
