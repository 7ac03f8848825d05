// `npx tsx scripts/replica-sftp.ts` (run by .ci/run after `npm test`): the kill-and-restore test
// (server/replication/testing/kill-and-restore.ts) against a real SFTP server: Debian's OpenSSH
// (scripts/ensure-openssh.sh) on loopback, on a free port, with its own configuration, host key and
// user key in a temporary folder, the replica a folder of that server's. The service streams to
// sftp://, its process group is killed mid-stream, a fresh data folder is restored from sftp:// and
// started. Prints the figures, or why it failed, and exits non-zero then.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { killAndRestore, waitFor } from "#server/replication/testing/kill-and-restore.ts";

const SSHD = "/usr/sbin/sshd";

/** A port free now on loopback (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

const dir = mkdtempSync(path.join(tmpdir(), "replica-sftp-"));
const user = userInfo().username;
const port = await freePort();
for (const key of ["host_key", "user_key"])
  spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "", "-f", path.join(dir, key)], { stdio: "inherit" });
writeFileSync(path.join(dir, "authorized_keys"), readFileSync(path.join(dir, "user_key.pub")));
chmodSync(path.join(dir, "authorized_keys"), 0o600);
const replicaDir = path.join(dir, "replica");
mkdirSync(replicaDir);
writeFileSync(
  path.join(dir, "sshd_config"),
  [
    `Port ${port}`,
    "ListenAddress 127.0.0.1",
    `HostKey ${path.join(dir, "host_key")}`,
    `PidFile ${path.join(dir, "sshd.pid")}`,
    `AuthorizedKeysFile ${path.join(dir, "authorized_keys")}`,
    `AllowUsers ${user}`,
    "PubkeyAuthentication yes",
    "PasswordAuthentication no",
    "KbdInteractiveAuthentication no",
    "PermitRootLogin prohibit-password",
    "UsePAM no",
    // The temporary folder is not root's own home: its modes are not sshd's business here.
    "StrictModes no",
    "Subsystem sftp internal-sftp",
    "ForceCommand internal-sftp",
    "",
  ].join("\n"),
);
// sshd's privilege separation folder (Debian's package makes it at boot, through systemd).
try {
  mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
} catch {
  console.error("No se pudo crear /run/sshd: esta prueba corre como root (CI), o con esa carpeta ya creada.");
  process.exit(1);
}
const sshd = spawn(SSHD, ["-D", "-e", "-f", path.join(dir, "sshd_config")], { stdio: ["ignore", "ignore", "pipe"] });
let sshdLog = "";
sshd.stderr!.setEncoding("utf8").on("data", (chunk: string) => (sshdLog += chunk));

let failed = false;
try {
  await waitFor(() => accepts(port), 15_000, "sshd to listen");
  const result = await killAndRestore({
    dir,
    replicaUrl: `sftp://${user}@127.0.0.1:${port}${replicaDir}`,
    replicaKey: path.join(dir, "user_key"),
  });
  const late = result.acked.filter((write) => write.ackedAt < result.killedAt - 1000);
  const lostEarly = result.missing.filter((write) => late.includes(write));
  const lost = result.missing.map((write) => result.killedAt - write.ackedAt);
  console.log(
    `réplica sftp://: ${result.acked.length} escrituras confirmadas (${late.length} más de 1 s antes del corte), ` +
      `${result.missing.length} perdidas, punto de recuperación ${lost.length ? Math.max(...lost) : 0} ms antes del corte; ` +
      `restaurar ${result.restoreMs} ms, iniciar ${result.startMs} ms`,
  );
  if (lostEarly.length || new Set(late.map((write) => write.kind)).size < 3) {
    failed = true;
    console.error(`Perdidas más de 1 s antes del corte: ${lostEarly.map((write) => write.mark).join(", ") || "ninguna"}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`sshd:\n${sshdLog}`);
} finally {
  sshd.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  failed
    ? "Réplica por SFTP: FALLÓ"
    : "Réplica por SFTP: todo lo confirmado más de 1 s antes del corte está en la copia restaurada",
);
process.exit(failed ? 1 : 0);
