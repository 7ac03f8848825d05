// The e-mails of a claim or a request that could not be delivered (server/mail/outbox.ts
// gives a message up on a permanent refusal, «550 5.1.1 User unknown», or after days of temporary
// failures), shown where the staff read the record: to whom, why, since when, and the person's
// other ways to be reached, so someone calls instead of waiting for an answer that never comes.
import { longDateTime } from "#shared/calendar/lima-clock.ts";
import type { Undeliverable } from "#server/mail/outbox.ts";

/** The notice, or nothing when every e-mail left; `phone` is the person's number as they wrote it. */
export function UndeliveredNotice({
  undelivered,
  phone,
}: {
  undelivered: readonly Undeliverable[];
  phone: string | null | undefined;
}) {
  if (!undelivered.length) return null;
  return (
    <div className="aviso-correo" role="alert">
      <h2>Correo no entregado</h2>
      <ul>
        {undelivered.map((mail, index) => (
          <li key={index}>
            {`El correo a ${mail.recipient} no se pudo entregar (${mail.reason}); se dejó de intentar el ${longDateTime(mail.failedAt)}.`}
          </li>
        ))}
      </ul>
      <p>{phone ? `Contacta a la persona por teléfono: ${phone}.` : "Contacta a la persona por otro medio."}</p>
    </div>
  );
}
