import { site } from "~/config/site";
import { ExternalLink } from "~/components/ui/button";
import { FacebookIcon, InstagramIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useUi } from "~/lib/use-ui";

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
