import { HtmlList } from "#app/components/ui/html-list.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import type { ContentSection } from "#app/content/schema.server.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/components/ui/use-ui.tsx";

function SectionBody({ section }: { section: ContentSection }) {
  return (
    <>
      {section.body ? <Prose html={section.body} /> : null}
      <HtmlList items={section.items} ordered={section.ordered} className="mt-4" />
      {section.subsections.map((sub) => (
        <div key={sub.title} className="mt-6">
          <h3 className="text-xl">{sub.title}</h3>
          {sub.body ? <Prose html={sub.body} className="mt-2" /> : null}
          <HtmlList items={sub.items} className="mt-3" />
        </div>
      ))}
    </>
  );
}

function ExpandMarker() {
  const ui = useUi();
  // The state itself is announced by <summary>; the marker is for the eyes.
  return (
    <span aria-hidden="true" className="col-start-2 row-start-1 text-sm font-bold whitespace-nowrap">
      <span className="group-open:hidden">{ui.actions.expand}</span>
      <span className="hidden group-open:inline">{ui.actions.collapse}</span>
    </span>
  );
}

/**
 * One block of a content page. Expandable blocks are native <details>: closed at first, toggled by
 * click, Enter or Space, their state exposed to assistive technology, and their text in the HTML,
 * where find-in-page opens them.
 */
export function ContentBlock({ section }: { section: ContentSection }) {
  if (!section.expandable) {
    return (
      <section id={section.id} className="mt-12">
        <h2 className="text-2xl sm:text-3xl">{section.title}</h2>
        {section.summary ? <Prose inline html={section.summary} className="mt-2 block text-lg" /> : null}
        <div className="mt-4">
          <SectionBody section={section} />
        </div>
      </section>
    );
  }

  const accordion = section.style === "accordion";
  return (
    <details
      id={section.id}
      className={cn(
        "group mt-6 overflow-hidden rounded-2xl shadow-sm ring-1",
        accordion ? "ring-brand-pink-300" : "ring-brand-blue-100",
      )}
    >
      <summary
        className={cn(
          // A grid, not wrapper elements: <summary> may hold only a heading and phrasing content.
          "grid min-h-11 cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-4 p-5 [&::-webkit-details-marker]:hidden",
          accordion ? "bg-brand-pink-600 text-white hover:bg-brand-pink-700" : "bg-brand-blue-50 hover:bg-brand-blue-100",
        )}
      >
        <h2 className={cn("text-xl sm:text-2xl", accordion && "text-white")}>{section.title}</h2>
        {section.summary ? <Prose inline html={section.summary} className="mt-1 block" /> : null}
        <ExpandMarker />
      </summary>
      <div className="bg-white p-5">
        <SectionBody section={section} />
      </div>
    </details>
  );
}
