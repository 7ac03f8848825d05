// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getUi } from "#app/content/content.server.ts";
import { UiProvider } from "./use-ui.tsx";
import { SlideCarousel, Slides } from "./slide-carousel.tsx";

const slides = ["Uno", "Dos", "Tres", "Cuatro"].map((text) => ({ key: text, content: <a href="#x">{text}</a> }));

function renderCarousel(autoplayMs?: number) {
  return render(
    <UiProvider ui={getUi()}>
      <SlideCarousel label="Presentación" count={slides.length} autoplayMs={autoplayMs}>
        <Slides slides={slides} />
      </SlideCarousel>
    </UiProvider>,
  );
}

const current = () => screen.getAllByRole("group").find((group) => group.getAttribute("aria-current") === "true");

beforeEach(() => {
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
});
afterEach(() => vi.useRealTimers());

describe("SlideCarousel", () => {
  it("is a labelled carousel whose slides are named n de m, hidden ones inert", () => {
    renderCarousel();
    expect(screen.getByRole("region", { name: "Presentación" })).toHaveAttribute("aria-roledescription", "carrusel");
    const groups = screen.getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 de 4", "2 de 4", "3 de 4", "4 de 4"]);
    expect(groups.slice(1).every((group) => group.hasAttribute("inert"))).toBe(true);
  });

  it("wraps both ways with the previous and next buttons", async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole("button", { name: "Anterior" }));
    expect(current()).toHaveAccessibleName("4 de 4");
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(current()).toHaveAccessibleName("1 de 4");
  });

  it("advances by itself when given an interval, and stops when paused", async () => {
    vi.useFakeTimers();
    renderCarousel(5000);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName("2 de 4");
    const pause = screen.getByRole("button", { name: "Pausar el carrusel" });
    // The rotation control comes first in the tab order.
    expect(screen.getAllByRole("button")[0]).toBe(pause);
    act(() => pause.click());
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toHaveAccessibleName("2 de 4");
    expect(screen.getByRole("button", { name: "Reanudar el carrusel" })).toBeInTheDocument();
  });

  it("does not rotate for visitors who prefer reduced motion", () => {
    vi.useFakeTimers();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true, addEventListener() {}, removeEventListener() {} });
    renderCarousel(5000);
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toHaveAccessibleName("1 de 4");
    expect(screen.queryByRole("button", { name: "Pausar el carrusel" })).toBeNull();
  });
});
