// What Litestream (v0.3, from the npm package @flydotio/litestream) is told: one database, one
// replica, from DATA_REPLICA (a replica URL: file://, sftp:// or s3://) and, for sftp://, the SSH key
// DATA_REPLICA_KEY. The service writes this file next to the database (mode 0600: an sftp or S3 URL
// may hold a password) and both `npm start`'s Litestream and `npm run datos -- restaurar` read it.
// Decision record: docs/decisions/0016-replication.md.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { stringify } from "yaml";

/** Litestream's own duration syntax (Go's time.ParseDuration): "1s", "168h". */
export type GoDuration = `${number}${"ms" | "s" | "m" | "h"}`;

export interface ReplicaTiming {
  /** How often Litestream looks for new WAL frames in the database's WAL. */
  monitorInterval: GoDuration;
  /** How often new WAL frames are sent: with the monitor's interval, what bounds a write's way off the machine. */
  syncInterval: GoDuration;
  /** Snapshots and WAL older than this are deleted from the replica (with a newer snapshot kept). */
  retention: GoDuration;
  /** How often that deletion runs. */
  retentionCheckInterval: GoDuration;
  /** A fresh full copy this often, so a restore replays at most this much WAL. */
  snapshotInterval: GoDuration;
}

/**
 * The replica's timing in production. A row the service purges (server/retention.ts) is in the
 * replica's older snapshots and WAL until they are deleted: at most `retention` plus
 * `retentionCheckInterval` after the purge, so within REPLICA_FORGETS_WITHIN_DAYS days. The privacy
 * policy (content/paginas/politica-de-privacidad.md) and docs/retention.md state that number.
 */
export const REPLICA_TIMING: ReplicaTiming = {
  // A quarter of a second each (Litestream's defaults are 1 s each, up to 2 s together): a write is
  // off the machine well within the second the kill test allows, even on a loaded machine.
  monitorInterval: "250ms",
  syncInterval: "250ms",
  retention: "168h",
  retentionCheckInterval: "1h",
  snapshotInterval: "24h",
};
/** 7 days of retention plus the hourly check, rounded up to whole days. */
export const REPLICA_FORGETS_WITHIN_DAYS = 8;

export interface ReplicaSettings {
  /** The replica URL (DATA_REPLICA). */
  url: string;
  /** The SSH private key for an sftp:// replica (DATA_REPLICA_KEY). */
  keyPath?: string;
}

/** The YAML Litestream reads (`litestream replicate -config`, `litestream restore -config`). */
export function litestreamConfig(databaseFile: string, replica: ReplicaSettings, timing: ReplicaTiming = REPLICA_TIMING) {
  const url = new URL(replica.url);
  const target =
    url.protocol === "file:"
      ? // Litestream's file replica takes a path; a URL's %-escapes are undone here.
        { type: "file", path: decodeURIComponent(url.pathname) }
      : { url: replica.url, ...(url.protocol === "sftp:" && replica.keyPath ? { "key-path": replica.keyPath } : {}) };
  return stringify({
    // JSON lines on stdout: the service reads them (replicator.ts) to know how far the replica is.
    logging: { level: "info", type: "json" },
    dbs: [
      {
        path: databaseFile,
        "monitor-interval": timing.monitorInterval,
        replicas: [
          {
            ...target,
            "sync-interval": timing.syncInterval,
            retention: timing.retention,
            "retention-check-interval": timing.retentionCheckInterval,
            "snapshot-interval": timing.snapshotInterval,
          },
        ],
      },
    ],
  });
}

/** Where the service keeps Litestream's configuration: beside the database, readable by its owner only. */
export function writeLitestreamConfig(databaseFile: string, replica: ReplicaSettings, timing?: ReplicaTiming) {
  const file = path.join(path.dirname(databaseFile), "litestream.yml");
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, litestreamConfig(databaseFile, replica, timing), { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/**
 * The Litestream binary of this platform, from its npm package. Not the package's `litestream`
 * script: that wrapper runs the binary with spawnSync and passes no signal on, so stopping it would
 * leave the binary running.
 */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  return require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`);
}

/** The replica URL with any password hidden, for the log. */
export function describeReplica(replicaUrl: string): string {
  const url = new URL(replicaUrl);
  if (url.password) url.password = "***";
  return url.toString();
}
