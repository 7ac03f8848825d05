import { chatUrl, site } from "#app/config/site.ts";
import { fullAddress } from "#shared/clinic/facts.ts";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from "#app/components/ui/icons.tsx";
import { ExternalLink } from "#app/components/ui/button.tsx";
import { OpeningHours } from "./opening-hours.tsx";
import { cn } from "#app/lib/cn.ts";
import { noBreak } from "#app/lib/no-break.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";

const linkClasses = "break-words text-slate-800 underline-offset-2 hover:underline";

/** E-mail, address, phone (and WhatsApp when it is another number), each a working link where one exists, and the opening hours. */
export function ContactStrip() {
  const ui = useUi();
  const items = [
    { label: ui.contact.email, value: site.email, href: `mailto:${site.email}`, Icon: MailIcon },
    { label: ui.contact.address, value: fullAddress, href: undefined, Icon: PinIcon },
    ...(site.whatsappE164 === site.phoneE164
      ? [{ label: ui.contact.phone, value: noBreak(site.phone), href: `tel:${site.phoneE164}`, Icon: PhoneIcon }]
      : [
          { label: ui.contact.phoneOnly, value: noBreak(site.phone), href: `tel:${site.phoneE164}`, Icon: PhoneIcon },
          { label: ui.contact.whatsapp, value: noBreak(site.whatsapp), href: chatUrl, Icon: WhatsAppIcon, external: true },
        ]),
    { label: ui.hours.heading, value: <OpeningHours />, href: undefined, Icon: ClockIcon, wide: true },
  ];
  return (
    <ul className={cn("grid gap-4", items.length > 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3")}>
      {items.map(({ label, value, href, Icon, wide, external }) => (
        <li
          key={label}
          className={cn(
            "flex items-start gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-blue-100",
            wide && "md:col-span-full",
          )}
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-pink-100 text-brand-pink-700">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <span className="block text-sm font-bold text-brand-blue-700">{label}</span>
            {href === undefined ? (
              <div className="text-slate-800">{value}</div>
            ) : external ? (
              <ExternalLink href={href} className={linkClasses}>
                {value}
              </ExternalLink>
            ) : (
              <a href={href} className={linkClasses}>
                {value}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
