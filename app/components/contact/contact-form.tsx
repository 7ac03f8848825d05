import { useId, type RefObject } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { CheckboxField, TextareaField, TextField } from "#shared/forms/field.tsx";
import { chatLinkTo } from "#shared/clinic/phone.ts";
import type { FormClinic } from "#app/config/site.ts";
import type { Ui } from "#app/content/schema.server.ts";
import { cn } from "#app/lib/cn.ts";
import { fill } from "#shared/content/fill.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import { contactFields, type ContactField, type ContactValues } from "./contact-form-logic.ts";
import { HONEYPOT, useContactForm, type ContactStatus } from "./use-contact-form.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";

type Texts = Ui["form"];

// How each field is typed on a phone; none of them constrains what may be written.
const inputProps: Record<
  Exclude<ContactField, "mensaje">,
  { autoComplete: string; inputMode?: "tel" | "numeric"; type: string }
> = {
  nombre: { autoComplete: "name", type: "text" },
  numero: { autoComplete: "tel", inputMode: "tel", type: "tel" },
  edad: { autoComplete: "off", inputMode: "numeric", type: "text" },
};

/**
 * The contact form of the home page and /contactanos: four fields sent by e-mail through EmailJS
 * (see send-contact.ts), with the person's express consent recorded in the e-mail. What is typed
 * is kept in this tab (contact-draft.ts) until it has been sent; the state and the send are
 * use-contact-form.ts's. `labelledBy` names the form after the heading of the section around it;
 * `clinic`, the facts it shows (app/config/site.ts `formClinic`).
 */
export function ContactForm({ labelledBy, clinic, className }: { labelledBy: string; clinic: FormClinic; className?: string }) {
  const texts = usePageTexts("form");
  const id = useId();
  const { formRef, honeypotRef, consentRef, consentRecordRef, values, setField, consent, setConsent, status, handleSubmit } =
    useContactForm(texts);
  const alertId = `${id}-alerta`;

  return (
    <form
      ref={formRef}
      // Before the page is interactive the button stays disabled, and even a stray native submit
      // would put nothing in a URL: POST carries the fields in its body.
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit}
      className={cn("rounded-3xl bg-white p-5 shadow-md ring-1 ring-brand-blue-100 sm:p-8", className)}
    >
      <ContactFields
        id={id}
        texts={texts}
        values={values}
        setField={setField}
        incomplete={status === "incomplete"}
        alertId={alertId}
      />
      <Honeypot id={`${id}-${HONEYPOT}`} label={texts.honeypot} inputRef={honeypotRef} />

      <CheckboxField
        id={`${id}-consentimiento`}
        ref={consentRef}
        label={texts.consent.label}
        checked={consent}
        onChange={(event) => setConsent(event.currentTarget.checked)}
        invalid={status === "no-consent" && !consent}
        aria-describedby={status === "no-consent" && !consent ? alertId : undefined}
        // No name: the box's own "on" is not sent, the record below is.
        className="mt-6"
      />
      {/* Filled in at the send; no value prop, so React never writes over it. */}
      <input ref={consentRecordRef} type="hidden" name="consentimiento" />

      <SendRow noticeId={`${id}-aviso`} texts={texts} clinic={clinic} sending={status === "sending"} />

      <noscript>
        <p className="mt-4 font-bold text-brand-blue-700">{texts.noscript}</p>
      </noscript>

      <FormMessages alertId={alertId} status={status} texts={texts} clinic={clinic} values={values} />
    </form>
  );
}

/** The spec's four fields: each required, marked invalid (and pointed at the alert) while empty after a try. */
function ContactFields({
  id,
  texts,
  values,
  setField,
  incomplete,
  alertId,
}: {
  id: string;
  texts: Texts;
  values: ContactValues;
  setField: (field: ContactField, value: string) => void;
  incomplete: boolean;
  alertId: string;
}) {
  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    label: texts.labels[field],
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => setField(field, event.currentTarget.value),
    required: true,
    invalid: incomplete && !values[field].trim(),
    describedBy: incomplete && !values[field].trim() ? alertId : undefined,
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {contactFields.map((field) =>
        field === "mensaje" ? (
          <TextareaField key={field} {...fieldProps(field)} rows={5} className="sm:col-span-2" />
        ) : (
          <TextField
            key={field}
            {...fieldProps(field)}
            {...inputProps[field]}
            className={field === "nombre" ? "sm:col-span-2" : undefined}
          />
        ),
      )}
    </div>
  );
}

/**
 * The honeypot: out of sight, out of the tab order and hidden from assistive technology; dropped
 * from the data the SDK sends (use-contact-form.ts's "formdata" listener).
 */
function Honeypot({ id, label, inputRef }: { id: string; label: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The send button, disabled until the page is interactive, and the privacy notice it points to. */
function SendRow({ noticeId, texts, clinic, sending }: { noticeId: string; texts: Texts; clinic: FormClinic; sending: boolean }) {
  const hydrated = useHydrated();
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
      <button
        type="submit"
        disabled={!hydrated}
        aria-disabled={sending || undefined}
        aria-describedby={noticeId}
        className={buttonClasses(
          "primary",
          "shrink-0 px-10 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-60",
        )}
      >
        {texts.send}
      </button>
      <p id={noticeId} className="text-sm leading-snug text-slate-700">
        {fill(texts.privacy, { legalName: clinic.legalName, name: clinic.name })}{" "}
        <Link
          href="/politica-de-privacidad"
          className="font-bold text-brand-blue-700 underline underline-offset-2 hover:text-brand-pink-700"
        >
          {texts.privacyLink}
        </Link>
      </p>
    </div>
  );
}

/** What the send came to: progress and thanks in a status region, what is missing or failed in an alert. */
function FormMessages({
  alertId,
  status,
  texts,
  clinic,
  values,
}: {
  alertId: string;
  status: ContactStatus;
  texts: Texts;
  clinic: FormClinic;
  values: ContactValues;
}) {
  return (
    <>
      {/* Both live regions are always in the page, so what appears in them is announced. */}
      <div role="status">
        {status === "sending" ? <p className="mt-4 text-slate-700">{texts.sending}</p> : null}
        {status === "sent" ? (
          <p className="mt-4 rounded-2xl bg-brand-blue-50 px-4 py-3 font-bold text-brand-blue-700">{texts.sent}</p>
        ) : null}
      </div>
      <div role="alert" id={alertId}>
        {status === "incomplete" || status === "no-consent" ? (
          <p className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
            {status === "incomplete" ? texts.incomplete : texts.consent.missing}
          </p>
        ) : null}
        {status === "failed" || status === "throttled" ? (
          <div className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-4 text-slate-800">
            <p className="font-bold text-brand-pink-700">{texts.failed}</p>
            <p className="mt-1">{status === "throttled" ? texts.throttled : texts.failedHelp}</p>
            <ChatButton className="mt-3" href={chatLinkTo(clinic.whatsappE164, fill(texts.chatMessage, values))}>
              {texts.chatWithMessage}
            </ChatButton>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The island (app/components/README.md): ContactForm hydrated in the browser on its own, with the texts it shows as a prop. */
export const ContactFormIsland = withTexts(ContactForm);
