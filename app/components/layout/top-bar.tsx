import { site } from "#app/config/site.ts";
import { MailIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { noBreak } from "#app/lib/no-break.ts";
import { SocialLinks } from "./social-links.tsx";

export function TopBar() {
  return (
    <div className="focus-ring-light bg-brand-blue-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <div className="hidden items-center gap-5 sm:flex">
          <a href={`tel:${site.phoneE164}`} className="inline-flex items-center gap-2 hover:underline">
            <PhoneIcon className="size-4" />
            {noBreak(site.phone)}
          </a>
          <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:underline">
            <MailIcon className="size-4" />
            {site.email}
          </a>
        </div>
        <SocialLinks className="ml-auto" />
      </div>
    </div>
  );
}
