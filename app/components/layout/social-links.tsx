import { site } from "#app/config/site.ts";
import { ExternalLink } from "#app/components/ui/button.tsx";
import { FacebookIcon, InstagramIcon } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";

/** The two social networks, as icon links; used by the top bar and the footer. */
export function SocialLinks({ className }: { className?: string }) {
  const ui = useUi();
  const links = [
    { href: site.social.facebook, label: ui.social.facebook, Icon: FacebookIcon },
    { href: site.social.instagram, label: ui.social.instagram, Icon: InstagramIcon },
  ];
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {links.map(({ href, label, Icon }) => (
        <li key={href}>
          <ExternalLink href={href} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15">
            <Icon className="size-5" />
            <span className="sr-only">{label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
