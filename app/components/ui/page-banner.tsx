import { cn } from "#app/lib/cn.ts";

/** The blue banner with the page's title (its only <h1>); `narrow` lines it up with a column of text. */
export function PageBanner({ title, eyebrow, narrow = false }: { title: string; eyebrow?: string; narrow?: boolean }) {
  return (
    <div className="bg-brand-blue-700 bg-[radial-gradient(circle_at_85%_20%,rgb(194_24_91/0.35),transparent_45%)] py-12 text-white sm:py-16">
      <div className={cn("mx-auto px-4", narrow ? "max-w-3xl" : "max-w-5xl")}>
        {eyebrow ? <p className="font-bold text-brand-pink-100">{eyebrow}</p> : null}
        <h1 className="text-3xl text-white sm:text-5xl">{title}</h1>
      </div>
    </div>
  );
}
