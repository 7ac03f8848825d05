/** The blue banner with the page's title (its only <h1>). */
export function PageBanner({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return (
    <div className="bg-brand-blue-700 bg-[radial-gradient(circle_at_85%_20%,rgb(194_24_91/0.35),transparent_45%)] py-12 text-white sm:py-16">
      <div className="mx-auto max-w-5xl px-4">
        {eyebrow ? <p className="font-bold text-brand-pink-100">{eyebrow}</p> : null}
        <h1 className="text-3xl text-white sm:text-5xl">{title}</h1>
      </div>
    </div>
  );
}
