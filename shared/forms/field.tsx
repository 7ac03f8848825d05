// The site's one accessible field component: a label linked to its control, aria-invalid and
// aria-describedby for the message. Shared by the site's forms (app/) and the complaints book's
// fields (shared/complaints-book/), which the service (server/) renders too.
import type { ComponentProps, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

// Class names joined, the empty ones dropped (the site's cn() without its clsx: the service renders
// these fields too, and installs no development package).
const cn = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(" ");

type FieldOwnProps = {
  id: string;
  label: ReactNode;
  /** Marks the field as wrong for assistive technology and draws it in the alert colour. */
  invalid?: boolean;
  /** The id of the message that explains the field's state (e.g. the form's alert). */
  describedBy?: string;
  className?: string;
};

// The control is the label's "peer": the label sits inside the box as a placeholder while the
// field is empty and unfocused, and floats up when it has focus or text (placeholder=" " makes
// :placeholder-shown mean "empty"). min-h-14 keeps every field well above the 44 px tap target.
const controlClasses =
  "peer block min-h-14 w-full rounded-2xl border border-slate-400 bg-white px-4 pt-6 pb-2 text-base text-slate-900 shadow-sm transition-colors hover:border-brand-blue-600 focus:border-brand-blue-700 aria-[invalid=true]:border-brand-pink-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-brand-pink-700";
const labelClasses =
  "pointer-events-none absolute top-1.5 left-4 text-sm font-bold text-brand-blue-700 transition-all duration-150 peer-placeholder-shown:top-4 peer-placeholder-shown:text-base peer-placeholder-shown:font-normal peer-placeholder-shown:text-slate-600 peer-focus:top-1.5 peer-focus:text-sm peer-focus:font-bold peer-focus:text-brand-blue-700 motion-reduce:transition-none";

function FieldFrame({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("relative", className)}>
      {children}
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
    </div>
  );
}

type TextFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "placeholder" | "className">;

/** A one-line text field with a linked, floating label. */
export function TextField({ id, label, invalid, describedBy, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} className={className}>
      <input
        id={id}
        placeholder=" "
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={controlClasses}
        {...props}
      />
    </FieldFrame>
  );
}

type TextareaFieldProps = FieldOwnProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "placeholder" | "className">;

/** A multi-line text field with a linked, floating label. */
export function TextareaField({ id, label, invalid, describedBy, className, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} className={className}>
      <textarea
        id={id}
        placeholder=" "
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(controlClasses, "resize-y")}
        {...props}
      />
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<FieldOwnProps, "describedBy"> & Omit<ComponentProps<"input">, "id" | "type" | "className">;

/** A checkbox with its label beside it; the whole row is the tap target (at least 44 px high). */
export function CheckboxField({ id, label, invalid, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={cn("flex min-h-11 items-start gap-3", className)}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={invalid || undefined}
        className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-brand-blue-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-2 aria-[invalid=true]:outline-brand-pink-700"
        {...props}
      />
      <label htmlFor={id} className="cursor-pointer py-0.5 leading-snug text-slate-800">
        {label}
      </label>
    </div>
  );
}
