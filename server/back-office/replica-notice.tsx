// What «Hoy» tells the administrators about the copy of the data off the server
// (docs/disaster-recovery.md): nothing while it is up to date; a warning when it has been behind or
// failing for longer than the health check's time (server/replication/replication-status.ts), or
// when production runs without one (DATA_REPLICA unset). Everyone else sees nothing: the fix is the
// server administrator's, and the administrators are the ones who call them.
import type { ReplicationStatus, ReplicationTrouble } from "#server/replication/replication-status.ts";
import { shortDateTime } from "#shared/calendar/lima-clock.ts";

/** The replica as «Hoy» sees it: its status, or "sin-copia" in production without DATA_REPLICA. */
export type ReplicaView = ReplicationStatus | "sin-copia";

const WHY: Record<ReplicationTrouble, string> = {
  detenida: "el programa que copia (Litestream) no está funcionando",
  falla: "la copia da error",
  enviando: "una copia empezó y no termina",
};

export function ReplicaNotice({ replica }: { replica?: ReplicaView }) {
  if (!replica || (replica !== "sin-copia" && replica.ok)) return null;
  return (
    <div className="aviso" role="alert">
      {replica === "sin-copia" ? (
        <p>
          <strong>No hay copia de los datos fuera del servidor.</strong> Falta DATA_REPLICA en la configuración del servicio: si
          el servidor se pierde, se pierde todo lo registrado aquí. Pide a quien administra el servidor que la configure.
        </p>
      ) : (
        <p>
          <strong>La copia de los datos fuera del servidor está atrasada</strong>
          {replica.behindSince ? ` desde el ${shortDateTime(new Date(replica.behindSince).toISOString())}` : ""}:{" "}
          {WHY[replica.trouble ?? "falla"]}. Lo registrado desde entonces está solo en este servidor. Avisa hoy a quien administra
          el servidor.
        </p>
      )}
    </div>
  );
}
