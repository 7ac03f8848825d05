import { fullAddress, site } from "~/config/site";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "~/components/ui/icons";
import { OpeningHours } from "./opening-hours";
import { cn } from "~/lib/cn";
import { noBreak } from "~/lib/no-break";
import { useUi } from "~/lib/use-ui";

/** E-mail, address and phone, each a working link where one exists, and the opening hours. */
export function ContactStrip() {
  const ui = useUi();
  const items = [
    { label: ui.contact.email, value: site.email, href: `mailto:${site.email}`, Icon: MailIcon },
    { label: ui.contact.address, value: fullAddress, href: undefined, Icon: PinIcon },
    { label: ui.contact.phone, value: noBreak(site.phone), href: `tel:${site.phoneE164}`, Icon: PhoneIcon },
    { label: ui.hours.heading, value: <OpeningHours />, href: undefined, Icon: ClockIcon, wide: true },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map(({ label, value, href, Icon, wide }) => (
        <li
          key={label}
          className={cn(
            "flex items-start gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100",
            wide && "md:col-span-3",
          )}
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-pink-100 text-brand-pink-700">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <span className="block text-sm font-bold text-brand-blue-700">{label}</span>
            {href ? (
              <a href={href} className="break-words text-slate-800 underline-offset-2 hover:underline">
                {value}
              </a>
            ) : (
              <div className="text-slate-800">{value}</div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
