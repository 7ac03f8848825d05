// The service's side of replication, for server/start.ts: with DATA_REPLICA set, Litestream runs
// beside the service (replicator.ts) from a configuration written next to the database; without
// it, development goes on as before and the start-up log says there is no copy off this machine.
import { litestreamBinary, describeReplica, writeLitestreamConfig, type ReplicaSettings } from "./litestream-config.ts";
import { replicationTracker } from "./replication-status.ts";
import { startReplicator, type Replicator } from "./replicator.ts";

export function startReplication(
  replica: ReplicaSettings | null,
  databaseFile: string,
  { production = false } = {},
): Replicator | null {
  if (!replica) {
    if (production) console.error("Réplica: ADVERTENCIA: sin DATA_REPLICA, la base de datos no se copia fuera de este servidor.");
    else console.log("Réplica: sin DATA_REPLICA, la base de datos no se copia fuera de este equipo (desarrollo).");
    return null;
  }
  if (databaseFile === ":memory:") {
    console.error("Réplica: DATA_REPLICA no se usa con una base de datos en memoria.");
    return null;
  }
  let binary: string;
  try {
    binary = litestreamBinary();
  } catch {
    // The binary is an optional dependency for Linux x64: elsewhere the service says so and runs on.
    // Health reports it like a stopped Litestream.
    console.error(
      `Réplica: Litestream no está instalado para ${process.platform}-${process.arch}; la base de datos NO se copia.`,
    );
    const tracker = replicationTracker();
    return { status: tracker.status, paused: async (work) => work(), stop: async () => {} };
  }
  const configFile = writeLitestreamConfig(databaseFile, replica);
  console.log(`Réplica: cada escritura se copia a ${describeReplica(replica.url)} (Litestream)`);
  return startReplicator({ configFile, binary });
}
