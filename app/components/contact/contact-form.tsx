import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ChatButton } from "~/components/ui/chat-link";
import { TextareaField, TextField } from "~/components/ui/field";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/fill";
import { useHydrated } from "~/lib/use-hydrated";
import { useUi } from "~/lib/use-ui";
import {
  contactFields,
  describeFailure,
  emptyContact,
  missingFields,
  type ContactField,
  type ContactValues,
  type FailureKind,
} from "./contact-form-logic";
import { sendContactForm } from "./send-contact";

type Status = "idle" | "sending" | "sent" | "incomplete" | FailureKind;

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
 * (see send-contact.ts). `labelledBy` names the form after the heading of the section around it.
 */
export function ContactForm({ labelledBy, className }: { labelledBy: string; className?: string }) {
  const ui = useUi();
  const id = useId();
  const hydrated = useHydrated();
  const honeypotRef = useRef<HTMLInputElement>(null);
  // A ref, not state: a second click in the same event loop turn must already see the send.
  const inFlight = useRef(false);
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [status, setStatus] = useState<Status>("idle");

  const alertId = `${id}-alerta`;
  const noticeId = `${id}-aviso`;
  const sending = status === "sending";
  const failed = status === "failed" || status === "throttled";

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
    // People never see the honeypot; whatever fills it gets the usual thanks and nothing is sent.
    if (honeypotRef.current?.value) {
      honeypotRef.current.value = "";
      setValues(emptyContact);
      setStatus("sent");
      return;
    }

    inFlight.current = true;
    setStatus("sending");
    try {
      await sendContactForm(form);
      setValues(emptyContact);
      setStatus("sent");
    } catch (reason) {
      const failure = describeFailure(reason);
      console.error(`Formulario de contacto no enviado: ${failure.status} ${failure.text}`);
      setStatus(failure.kind);
    } finally {
      inFlight.current = false;
    }
  }

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    label: ui.form.labels[field],
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
    required: true,
    invalid: status === "incomplete" && !values[field].trim(),
    describedBy: status === "incomplete" && !values[field].trim() ? alertId : undefined,
  });

  return (
    <form
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

      {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology.
          Its form attribute names no form, so it never joins the data the SDK sends. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>{ui.form.honeypot}</label>
        <input
          ref={honeypotRef}
          id={`${id}-website`}
          name="website"
          type="text"
          form={`${id}-sin-formulario`}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
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
          {ui.form.send}
        </button>
        <p id={noticeId} className="text-sm leading-snug text-slate-700">
          {fill(ui.form.privacy, { legalName: site.legalName, name: site.name })}{" "}
          <Link
            to="/politica-de-privacidad"
            className="font-bold text-brand-blue-700 underline underline-offset-2 hover:text-brand-pink-700"
          >
            {ui.form.privacyLink}
          </Link>
        </p>
      </div>

      <noscript>
        <p className="mt-4 font-bold text-brand-blue-700">{ui.form.noscript}</p>
      </noscript>

      {/* Both live regions are always in the page, so what appears in them is announced. */}
      <div role="status">
        {status === "sending" ? <p className="mt-4 text-slate-700">{ui.form.sending}</p> : null}
        {status === "sent" ? (
          <p className="mt-4 rounded-2xl bg-brand-blue-50 px-4 py-3 font-bold text-brand-blue-700">{ui.form.sent}</p>
        ) : null}
      </div>
      <div role="alert" id={alertId}>
        {status === "incomplete" ? (
          <p className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-3 font-bold text-brand-pink-700">
            {ui.form.incomplete}
          </p>
        ) : null}
        {failed ? (
          <div className="mt-4 rounded-2xl bg-brand-pink-50 px-4 py-4 text-slate-800">
            <p className="font-bold text-brand-pink-700">{ui.form.failed}</p>
            <p className="mt-1">{status === "throttled" ? ui.form.throttled : ui.form.failedHelp}</p>
            <ChatButton className="mt-3">{ui.form.chat}</ChatButton>
          </div>
        ) : null}
      </div>
    </form>
  );
}
