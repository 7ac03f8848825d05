// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getLayoutUi, getUi } from "#app/content/content.server.ts";
import { UiProvider, usePageTexts, useUi } from "./use-ui.tsx";

function SendLabel() {
  return <p>{`${useUi().skipLink} · ${usePageTexts("form").send}`}</p>;
}

describe("UiProvider", () => {
  it("adds a page's texts to the layout's", () => {
    render(
      <UiProvider ui={getLayoutUi()}>
        <UiProvider ui={{ form: getUi().form }}>
          <SendLabel />
        </UiProvider>
      </UiProvider>,
    );
    expect(screen.getByText(`${getUi().skipLink} · ${getUi().form.send}`)).toBeInTheDocument();
  });

  it("names the missing texts when a page's data function did not send them", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <UiProvider ui={getLayoutUi()}>
          <SendLabel />
        </UiProvider>,
      ),
    ).toThrow("this page's data must send ui.form");
  });
});
