import { Link } from "#app/components/ui/link.tsx";
import { site } from "#app/config/site.ts";
import { ExternalLink } from "#app/components/ui/button.tsx";
import { PhoneIcon } from "#app/components/ui/icons.tsx";
import { noBreak } from "#app/lib/no-break.ts";
import { fill } from "#shared/content/fill.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";
import { SocialLinks } from "./social-links.tsx";

export function SiteFooter() {
  const ui = useUi();
  return (
    // The bottom padding keeps the last line clear of the floating chat button.
    <footer className="focus-ring-light bg-brand-blue-900 pt-10 pb-24 text-white">
      <div className="mx-auto max-w-7xl px-4 text-center">
        <h2 className="text-xl text-white">{ui.social.heading}</h2>
        <SocialLinks className="mt-3 justify-center" />
        <hr className="my-6 border-white/25" />
        <p className="text-sm">
          <a
            href={`tel:${site.phoneE164}`}
            className="inline-flex min-h-11 items-center gap-2 font-bold underline underline-offset-2"
          >
            <PhoneIcon className="size-4" />
            {noBreak(site.phone)}
          </a>
        </p>
        <p className="mt-2 text-sm">
          {fill(ui.footer.legal, { legalName: site.legalName, ruc: site.ruc, renipress: site.renipress })}
        </p>
        <p className="mt-2 text-sm">
          {fill(ui.footer.copyright, { name: site.name })} {ui.footer.credit}{" "}
          <ExternalLink href={site.credit.url} className="font-bold underline underline-offset-2">
            {site.credit.name}
          </ExternalLink>
        </p>
        <nav aria-label={ui.footer.linksLabel} className="mt-3">
          <ul className="flex flex-wrap justify-center gap-x-6 text-sm">
            {ui.footer.links.map((link) => (
              <li key={link.to}>
                <Link href={link.to} className="inline-flex min-h-11 items-center underline underline-offset-2">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
