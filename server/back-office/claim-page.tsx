// One claim: its sheet, where it stands, and its work (a draft answer, «en revisión», an internal
// note) or its final answer.
import type { Undeliverable } from "#server/mail/outbox.ts";
import { daysLeft, KIND_LABELS, limaDateTime, limaDay, STAGE_LABELS, stageOf, type ClaimRow } from "./claims.ts";
import { ANSWER_MAX, CLAIM_NOTE_MAX, CLAIMS_BASE, type ClaimListState } from "./claims-queue.ts";
import { SheetRows, type DetailLabels } from "./claim-sheet.tsx";
import { count } from "./deadlines.ts";
import { CsrfField, Layout, Notice } from "./layout.tsx";
import { listQuery } from "./list-state.ts";
import { NextLink } from "./next-link.tsx";
import type { Session } from "./sessions.ts";
import { UndeliveredNotice } from "./undelivered.tsx";
import { CLAIM_NOUNS } from "./wording.ts";
import { ActionButtons } from "./queue-parts.tsx";
import { contactActions } from "./contact.ts";

export interface AnswerFormState {
  value?: string;
  error?: string;
}

export interface ClaimPageProps {
  session: Session;
  claim: ClaimRow;
  labels: DetailLabels;
  /** Where its answer is e-mailed, if it is. */
  recipient: string | null;
  notice?: string;
  form?: AnswerFormState;
  state?: ClaimListState;
  /** The next claim of the same list, if any. */
  next?: string;
  now?: Date;
  /** Its e-mails that could not be delivered (server/mail/outbox.ts). */
  undelivered?: readonly Undeliverable[];
}

/** The deadline, and how much of it is left while the claim waits for its answer. */
function Deadline({ claim, now }: { claim: ClaimRow; now: Date }) {
  if (claim.state !== "pendiente") return limaDay(claim.deadline);
  const days = daysLeft(claim.deadline, now);
  const left =
    days < 0 ? (
      <strong className="vencido">{`vencido hace ${count(-days, "día hábil", "días hábiles")}`}</strong>
    ) : days === 0 ? (
      <strong className="vencido">vence hoy</strong>
    ) : (
      `quedan ${count(days, "día hábil", "días hábiles")}`
    );
  return (
    <>
      {`${limaDay(claim.deadline)} (`}
      {left}
      {")"}
    </>
  );
}

export function ClaimPage(props: ClaimPageProps) {
  const { session, claim, labels, recipient, state = {}, next, now = new Date() } = props;
  const nextLink = next ? `${CLAIMS_BASE}/${next}${listQuery(state)}` : undefined;
  const phone = claim.filed_by === "paciente" ? claim.patient_phone : claim.filer_phone;
  return (
    <Layout title={`${KIND_LABELS[claim.kind]} ${claim.code}`} session={session}>
      <Notice text={props.notice} />
      <p className="volver">
        <a href={`${CLAIMS_BASE}/${listQuery(state)}#fila-${claim.code}`}>Volver a la lista</a>
        <NextLink href={nextLink} />
        {" · "}
        <a href={`${CLAIMS_BASE}/${claim.code}/imprimir`}>Versión para imprimir</a>
      </p>
      <UndeliveredNotice undelivered={props.undelivered ?? []} phone={String(phone ?? "")} />
      <ActionButtons actions={contactActions(phone === null || phone === undefined ? null : String(phone), null)} />
      <dl className="ficha">
        <dt>Presentado</dt>
        <dd>{limaDateTime(claim.created_at)}</dd>
        <dt>Estado</dt>
        <dd>{STAGE_LABELS[stageOf(claim)]}</dd>
        <dt>Plazo para responder</dt>
        <dd>
          <Deadline claim={claim} now={now} />
        </dd>
        <SheetRows claim={claim} labels={labels} />
        <dt>Respuesta por correo</dt>
        <dd>{claim.email_consent ? `Sí, a ${recipient ?? "(sin correo)"}` : "No: la respuesta se entrega en su domicilio"}</dd>
      </dl>
      {claim.state === "respondido" ? (
        <>
          <h2>Respuesta</h2>
          <p>{`Registrada el ${limaDateTime(String(claim.answered_at))}.`}</p>
          <p className="texto">{claim.answer}</p>
          {claim.internal_note ? (
            <>
              <h2>Nota interna</h2>
              <p className="texto">{claim.internal_note}</p>
            </>
          ) : null}
        </>
      ) : (
        <AnswerForm session={session} claim={claim} recipient={recipient} form={props.form ?? {}} state={state} />
      )}
    </Layout>
  );
}

/**
 * One form, two buttons: «Guardar sin enviar» keeps the draft, the note and «en revisión» (nothing
 * reaches the person); «Guardar la respuesta» records the final answer and sends it.
 */
function AnswerForm({
  session,
  claim,
  recipient,
  form,
  state,
}: {
  session: Session;
  claim: ClaimRow;
  recipient: string | null;
  form: AnswerFormState;
  state: ClaimListState;
}) {
  // «el reclamo», «la queja»: the article from the claim's kind, never one for both.
  const noun = CLAIM_NOUNS[claim.kind];
  return (
    <>
      <h2>{`Trabajar ${noun.the}`}</h2>
      <form method="post" action={`${CLAIMS_BASE}/${claim.code}/respuesta`} className="respuesta" noValidate>
        <CsrfField session={session} />
        <input type="hidden" name="lista" value={listQuery(state)} />
        <label htmlFor="respuesta">{`Respuesta ${noun.toThe}`}</label>
        <p id="respuesta-ayuda" className="nota">
          {claim.email_consent && recipient
            ? `Puedes guardarla como borrador y volver a ella. Al guardarla como respuesta, ${noun.the} queda como ${noun.answered} y la respuesta se envía por correo a ${recipient}.`
            : `Puedes guardarla como borrador y volver a ella. Al guardarla como respuesta, ${noun.the} queda como ${noun.answered}. La persona no aceptó el correo: entrégale la respuesta impresa en su domicilio.`}
        </p>
        {form.error ? (
          <p id="respuesta-error" className="error">
            {form.error}
          </p>
        ) : null}
        <textarea
          id="respuesta"
          name="respuesta"
          rows={10}
          maxLength={ANSWER_MAX}
          required
          aria-describedby={`respuesta-ayuda${form.error ? " respuesta-error" : ""}`}
          aria-invalid={form.error ? true : undefined}
          defaultValue={form.value ?? (claim.draft_answer as string | null) ?? ""}
        />
        <label htmlFor="nota-interna">Nota interna</label>
        <p id="nota-interna-ayuda" className="nota">
          Solo para el equipo; nunca se envía a la persona.
        </p>
        <textarea
          id="nota-interna"
          name="nota"
          rows={3}
          maxLength={CLAIM_NOTE_MAX}
          aria-describedby="nota-interna-ayuda"
          defaultValue={(claim.internal_note as string | null) ?? ""}
        />
        <div className="casilla">
          <input type="checkbox" id="revision" name="revision" value="si" defaultChecked={Boolean(claim.in_review_at)} />
          <label htmlFor="revision">En revisión (alguien lo está viendo)</label>
        </div>
        <div className="botones">
          <button type="submit" formAction={`${CLAIMS_BASE}/${claim.code}/trabajo`}>
            Guardar sin enviar
          </button>
          <button type="submit" className="principal">
            Guardar la respuesta
          </button>
        </div>
      </form>
    </>
  );
}
