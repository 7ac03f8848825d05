// Litestream's configuration from DATA_REPLICA, and the retention window the privacy policy and
// docs/retention.md promise, derived from the replica's timing (one number, said three times).
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { describeReplica, litestreamConfig, REPLICA_FORGETS_WITHIN_DAYS, REPLICA_TIMING } from "./litestream-config.ts";
import { parseEnv } from "#server/env.ts";

const replicaOf = (yaml: string) =>
  (parse(yaml) as { dbs: { path: string; "monitor-interval": string; replicas: Record<string, string>[] }[] }).dbs[0]!;

test("a file://, sftp:// (with its key) and s3:// replica, with the production timing", () => {
  const file = replicaOf(litestreamConfig("/var/lib/a/datos.sqlite", { url: "file:///srv/copia%20uno" }));
  expect(file.path).toBe("/var/lib/a/datos.sqlite");
  expect(file).toHaveProperty("monitor-interval", "250ms");
  expect(file.replicas[0]).toEqual({
    type: "file",
    path: "/srv/copia uno",
    "sync-interval": "250ms",
    retention: "168h",
    "retention-check-interval": "1h",
    "snapshot-interval": "24h",
  });
  const sftp = replicaOf(
    litestreamConfig("/d.sqlite", { url: "sftp://copias@10.0.0.2:2222/copias/alborada", keyPath: "/etc/k" }),
  );
  expect(sftp.replicas[0]).toMatchObject({ url: "sftp://copias@10.0.0.2:2222/copias/alborada", "key-path": "/etc/k" });
  const s3 = replicaOf(litestreamConfig("/d.sqlite", { url: "s3://bucket/alborada", keyPath: "/ignored" }));
  expect(s3.replicas[0]).toMatchObject({ url: "s3://bucket/alborada" });
  expect(s3.replicas[0]).not.toHaveProperty("key-path");
});

test("the log never shows a replica's password", () => {
  expect(describeReplica("sftp://copias:secreto@host:22/ruta")).toBe("sftp://copias:***@host:22/ruta");
});

test("DATA_REPLICA: a replica URL Litestream takes, or a Spanish message naming it", () => {
  expect(parseEnv({}).replica).toBeNull();
  expect(parseEnv({ DATA_REPLICA: "sftp://copias@host/ruta", DATA_REPLICA_KEY: "/etc/k" }).replica).toEqual({
    url: "sftp://copias@host/ruta",
    keyPath: "/etc/k",
  });
  for (const wrong of ["/srv/copia", "http://host/ruta", "sftp://host/ruta", "s3://bucket"])
    expect(() => parseEnv({ DATA_REPLICA: wrong }), wrong).toThrow(/DATA_REPLICA debe ser la URL de una réplica/);
});

test("the retention window said in the privacy policy and docs/retention.md is the replica's", () => {
  const hours = (duration: string) => Number(duration.replace(/h$/, ""));
  expect(Math.ceil((hours(REPLICA_TIMING.retention) + hours(REPLICA_TIMING.retentionCheckInterval)) / 24)).toBe(
    REPLICA_FORGETS_WITHIN_DAYS,
  );
  const words = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
  expect(readFileSync("content/paginas/politica-de-privacidad.md", "utf8")).toContain(
    `**${words[REPLICA_FORGETS_WITHIN_DAYS]} (${REPLICA_FORGETS_WITHIN_DAYS}) días**`,
  );
  expect(readFileSync("docs/retention.md", "utf8")).toContain(`**every copy within ${REPLICA_FORGETS_WITHIN_DAYS} days**`);
});
