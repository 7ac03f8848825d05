import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ChatButton } from "#app/components/ui/chat-link.tsx";
import { CheckboxField, TextareaField, TextField } from "#shared/forms/field.tsx";
import { chatLinkTo } from "#shared/clinic/phone.ts";
import type { FormClinic } from "#app/config/site.ts";
import { cn } from "#app/lib/cn.ts";
import { fill } from "#shared/content/fill.ts";
import { limaTimestamp } from "#shared/calendar/lima-clock.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { usePageTexts } from "#app/components/ui/use-ui.tsx";
import {
  contactFields,
  describeFailure,
  emptyContact,
  missingFields,
  type ContactField,
  type ContactValues,
  type FailureKind,
} from "./contact-form-logic.ts";
import { clearDraft, loadDraft, saveDraft } from "./contact-draft.ts";
import { sendContactForm } from "./send-contact.ts";
import { countContact } from "#app/lib/count-contact.ts";
import { BEACON_KINDS } from "#shared/contact-counts/contact-counts.ts";
import { withTexts } from "#app/components/ui/with-texts.tsx";

type Status = "idle" | "sending" | "sent" | "incomplete" | "no-consent" | FailureKind;

/** The honeypot's name: bots fill a field called "website"; people never see it. */
const HONEYPOT = "website";

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
 * is kept in this tab (contact-draft.ts) until it has been sent. `labelledBy` names the form after
 * the heading of the section around it; `clinic`, the facts it shows (app/config/site.ts `formClinic`).
 */
export function ContactForm({ labelledBy, clinic, className }: { labelledBy: string; clinic: FormClinic; className?: string }) {
  const texts = usePageTexts("form");
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const consentRecordRef = useRef<HTMLInputElement>(null);
  // A ref, not state: a second click in the same event loop turn must already see the send.
  const inFlight = useRef(false);
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [consent, setConsent] = useState(false);
  const [status, setStatus] = useState<Status>("idle");

  // The prerendered form is empty; once in the browser, bring back what this tab had typed.
  useEffect(() => {
    const draft = loadDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
    if (draft) setValues(draft);
  }, []);

  // The honeypot stays out of every submission: the SDK builds its body with new FormData(form),
  // which fires "formdata" on the form first.
  useEffect(() => {
    const form = formRef.current;
    const dropHoneypot = (event: FormDataEvent) => event.formData.delete(HONEYPOT);
    form?.addEventListener("formdata", dropHoneypot);
    return () => form?.removeEventListener("formdata", dropHoneypot);
  }, []);

  const alertId = `${id}-alerta`;
  const noticeId = `${id}-aviso`;
  const sending = status === "sending";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;

    const missing = missingFields(values);
    if (missing.length > 0) {
      setStatus("incomplete");
      (form.elements.namedItem(missing[0]!) as HTMLElement | null)?.focus();
      return;
    }
    if (!consent) {
      setStatus("no-consent");
      consentRef.current?.focus();
      return;
    }
    // People never see the honeypot; whatever fills it gets the usual thanks and nothing is sent.
    if (honeypotRef.current?.value) {
      honeypotRef.current.value = "";
      reset();
      return;
    }

    inFlight.current = true;
    setStatus("sending");
    try {
      consentRecordRef.current!.value = fill(texts.consent.record, {
        // Lima's time, which says so: the clinic reads it (shared/calendar/lima-clock.ts).
        time: limaTimestamp(new Date()),
        page: window.location.href,
        text: texts.consent.label,
      });
      await sendContactForm(form);
      // The clinic's count of contacts: one form sent from this page (nothing of what was typed).
      countContact(BEACON_KINDS.form);
      reset();
    } catch (reason) {
      const failure = describeFailure(reason);
      console.error(`Formulario de contacto no enviado: ${failure.status} ${failure.text}`);
      setStatus(failure.kind);
    } finally {
      inFlight.current = false;
    }
  }

  function reset() {
    setValues(emptyContact);
    setConsent(false);
    clearDraft();
    setStatus("sent");
  }

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    label: texts.labels[field],
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...values, [field]: event.currentTarget.value };
      setValues(next);
      saveDraft(next);
    },
    required: true,
    invalid: status === "incomplete" && !values[field].trim(),
    describedBy: status === "incomplete" && !values[field].trim() ? alertId : undefined,
  });

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

      {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology;
          dropped from the data the SDK sends (see the "formdata" listener above). */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-${HONEYPOT}`}>{texts.honeypot}</label>
        <input
          ref={honeypotRef}
          id={`${id}-${HONEYPOT}`}
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

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

      <noscript>
        <p className="mt-4 font-bold text-brand-blue-700">{texts.noscript}</p>
      </noscript>

      <FormMessages
        status={status}
        alertId={alertId}
        chatHref={chatLinkTo(clinic.whatsappE164, fill(texts.chatMessage, values))}
      />
    </form>
  );
}

/** What the form says after a send: both live regions always in the page, so what appears in them is announced. */
function FormMessages({ status, alertId, chatHref }: { status: Status; alertId: string; chatHref: string }) {
  const texts = usePageTexts("form");
  return (
    <>
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
            <ChatButton className="mt-3" href={chatHref}>
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
