// «Hoy», the staff's home: what needs doing, in one list ordered by time left (home-routes.ts
// gathers it from every concern), each row with its deadline and its one-tap ways to act.
import { limaDate } from "#shared/calendar/lima-clock.ts";
import type { TodayItem } from "./context.ts";
import { count, sayDay } from "./deadlines.ts";
import { Layout } from "./layout.tsx";
import { ReplicaNotice, type ReplicaView } from "./replica-notice.tsx";
import { ActionButtons } from "./queue-parts.tsx";
import type { Session } from "./sessions.ts";

/** «Hoy» lists this many at most, the most urgent: the rest wait in the queues, in the same order. */
export const TODAY_MAX = 50;

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

export interface TodayPageProps {
  session: Session;
  items: TodayItem[];
  now: Date;
  /** There were more than TODAY_MAX. */
  more?: boolean;
  /** The copy off the server, for an administrator. */
  replica?: ReplicaView;
}

function Summary({ items, more }: { items: TodayItem[]; more: boolean }) {
  if (!items.length) return "Nada vence hoy.";
  if (more)
    return `Más de ${TODAY_MAX} pendientes vencen hoy o ya vencieron: aquí van los ${TODAY_MAX} más urgentes, primero lo que lleva más tiempo vencido; el resto sigue en las colas, en el mismo orden.`;
  const overdue = items.filter((item) => item.overdue).length;
  return (
    <>
      {`${count(items.length, "pendiente")} ${items.length === 1 ? "vence hoy o ya venció" : "vencen hoy o ya vencieron"}`}
      {overdue ? (
        <>
          {", "}
          <strong className="vencido">{count(overdue, "fuera de plazo", "fuera de plazo")}</strong>
        </>
      ) : null}
      {"; primero lo que lleva más tiempo vencido."}
    </>
  );
}

export function TodayPage({ session, items, now, more = false, replica }: TodayPageProps) {
  return (
    <Layout title="Hoy" session={session} skipTo={{ href: "#filas", label: "Ir a la lista de hoy" }}>
      <ReplicaNotice replica={replica} />
      <p>
        {`${capital(sayDay(limaDate(now)))}. `}
        <Summary items={items} more={more} />
      </p>
      <h2 id="filas" tabIndex={-1} className="oculto">
        Lo que vence hoy o ya venció
      </h2>
      {items.length ? (
        <ol className="tarjetas">
          {items.map((item) => (
            <li key={`${item.kind} ${item.code}`} className={`tarjeta${item.overdue ? " fila-vencida" : ""}`}>
              <p className="tarjeta-titulo">
                <a href={item.href}>{item.name}</a> <span className="nota">{`${item.kind} ${item.code}`}</span>
              </p>
              <p>
                <strong className={item.overdue ? "vencido" : undefined}>{capital(item.dueLabel)}</strong>
              </p>
              <p>{item.about}</p>
              <ActionButtons actions={item.actions} />
            </li>
          ))}
        </ol>
      ) : (
        <p>Cuando algo venza hoy, aparecerá aquí.</p>
      )}
    </Layout>
  );
}
