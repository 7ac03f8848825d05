import { Link } from "#app/components/ui/link.tsx";
import { site } from "#app/config/site.ts";
import { fill } from "#shared/content/fill.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";

export function BrandLink() {
  const ui = useUi();
  return (
    <Link href="/" className="flex min-h-11 items-center gap-2.5" aria-label={fill(ui.homeLabel, { name: site.name })}>
      <img src="/app/images/logo.svg" alt="" width="44" height="44" className="size-11" />
      <span className="text-lg leading-tight font-bold text-brand-blue-700">{site.name}</span>
    </Link>
  );
}
