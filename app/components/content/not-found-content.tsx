import { ButtonLink } from "#app/components/ui/button.tsx";
import { useUi } from "#app/components/ui/use-ui.tsx";

export function NotFoundContent() {
  const { notFound } = useUi();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-pink-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">{notFound.heading}</h1>
      <p className="mt-4">{notFound.body}</p>
      <ButtonLink href="/" className="mt-8">
        {notFound.home}
      </ButtonLink>
    </section>
  );
}
