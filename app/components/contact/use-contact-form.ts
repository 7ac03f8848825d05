import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { Ui } from "#app/content/schema.server.ts";
import { fill } from "#shared/content/fill.ts";
import { limaTimestamp } from "#shared/calendar/lima-clock.ts";
import {
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

export type ContactStatus = "idle" | "sending" | "sent" | "incomplete" | "no-consent" | FailureKind;

/** The honeypot's name: bots fill a field called "website"; people never see it. */
export const HONEYPOT = "website";

/**
 * The contact form's state and its send (contact-form.tsx draws it): what is typed, kept in this
 * tab's draft until sent; the consent; the status the messages show; and the submit, which checks
 * the fields and the consent, drops what filled the honeypot and sends the rest through EmailJS.
 */
export function useContactForm(texts: Ui["form"]) {
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const consentRecordRef = useRef<HTMLInputElement>(null);
  // A ref, not state: a second click in the same event loop turn must already see the send.
  const inFlight = useRef(false);
  const { values, setValues, setField } = useDraftValues();
  const [consent, setConsent] = useState(false);
  const [status, setStatus] = useState<ContactStatus>("idle");
  useHoneypotDropped(formRef);

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
      consentRecordRef.current!.value = consentRecord(texts);
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

  return {
    formRef,
    honeypotRef,
    consentRef,
    consentRecordRef,
    values,
    setField,
    consent,
    setConsent,
    status,
    handleSubmit,
  };
}

/** What is typed: brought back from this tab's draft once in the browser, and kept there as it changes. */
function useDraftValues() {
  const [values, setValues] = useState<ContactValues>(emptyContact);

  // The prerendered form is empty; once in the browser, bring back what this tab had typed.
  useEffect(() => {
    const draft = loadDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
    if (draft) setValues(draft);
  }, []);

  function setField(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(next);
  }

  return { values, setValues, setField };
}

/**
 * The honeypot stays out of every submission: the SDK builds its body with new FormData(form),
 * which fires "formdata" on the form first.
 */
function useHoneypotDropped(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    const dropHoneypot = (event: FormDataEvent) => event.formData.delete(HONEYPOT);
    form?.addEventListener("formdata", dropHoneypot);
    return () => form?.removeEventListener("formdata", dropHoneypot);
  }, [formRef]);
}

/** The consent as the clinic reads it in the e-mail: the text accepted, on which page, when. */
const consentRecord = (texts: Ui["form"]) =>
  fill(texts.consent.record, {
    // Lima's time, which says so: the clinic reads it (shared/calendar/lima-clock.ts).
    time: limaTimestamp(new Date()),
    page: window.location.href,
    text: texts.consent.label,
  });
