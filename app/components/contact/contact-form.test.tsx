// @vitest-environment jsdom
import { EmailJSResponseStatus } from "@emailjs/browser";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formClinic } from "#app/config/site.ts";
import { islandTexts } from "#app/content/content.server.ts";
import { ContactFormIsland } from "./contact-form.tsx";
import { sendContactForm } from "./send-contact.ts";

vi.mock("./send-contact.ts", () => ({ sendContactForm: vi.fn() }));
const send = vi.mocked(sendContactForm);

const labels = ["Nombre", "Celular o teléfono", "Edad", "Mensaje"] as const;
const values = ["Ana Quispe", "987 654 321", "34", "Hola, quisiera una cita."] as const;

function renderForm() {
  // As the pages place it: an island, given the texts it shows (app/pages/contactanos.astro).
  render(
    <>
      <h2 id="titulo">Escríbenos</h2>
      <ContactFormIsland ui={islandTexts("form", "newTab")} labelledBy="titulo" clinic={formClinic} />
    </>,
  );
  const form = screen.getByRole("form", { name: "Escríbenos" });
  return {
    user: userEvent.setup({ delay: null }),
    form,
    field: (label: string) => within(form).getByLabelText(label, { exact: true }) as HTMLInputElement,
    button: within(form).getByRole("button", { name: "Enviar" }),
    consent: within(form).getByRole("checkbox", { name: /Acepto el tratamiento de mis datos/ }) as HTMLInputElement,
    alert: within(form).getByRole("alert"),
    status: within(form).getByRole("status"),
  };
}

async function fillAll(
  ui: ReturnType<typeof renderForm>,
  override: Partial<Record<(typeof labels)[number], string>> = {},
  { consent = true } = {},
) {
  for (const [index, label] of labels.entries()) {
    await ui.user.clear(ui.field(label));
    const value = override[label] ?? values[index]!;
    if (value) await ui.user.type(ui.field(label), value);
  }
  if (consent !== ui.consent.checked) await ui.user.click(ui.consent);
}

beforeEach(() => {
  send.mockReset();
  sessionStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("ContactForm", () => {
  it("labels its four fields and describes the button with the privacy notice", () => {
    const ui = renderForm();
    for (const label of labels) expect(ui.field(label)).toBeRequired();
    expect(ui.button).toBeEnabled();
    expect(ui.button).toHaveAccessibleDescription(/EmailJS/);
    expect(ui.consent).not.toBeChecked();
    expect(within(ui.form).getByRole("link", { name: /política de privacidad/ })).toHaveAttribute(
      "href",
      "/app/politica-de-privacidad",
    );
  });

  it("keeps the honeypot out of the tab order and out of reach of the form attribute trick", () => {
    const ui = renderForm();
    const trap = ui.form.ownerDocument.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.form).toBe(ui.form);
    // That it never reaches the e-mail is checked in the browser (jsdom has no "formdata" event).
  });

  it("without the consent box ticked, says why and sends nothing; the fields come first", async () => {
    const ui = renderForm();
    await fillAll(ui, { Edad: "" }, { consent: false });
    await ui.user.click(ui.button);
    expect(ui.alert).toHaveTextContent("INGRESE TODOS LOS CAMPOS");
    await ui.user.type(ui.field("Edad"), "34");
    await ui.user.click(ui.button);
    expect(ui.alert).toHaveTextContent(/marca la casilla «Acepto el tratamiento de mis datos»/);
    expect(ui.consent).toHaveFocus();
    expect(ui.consent).toHaveAttribute("aria-invalid", "true");
    expect(send).not.toHaveBeenCalled();
  });

  it("records the consent's text and time in the message it sends, and unticks the box after", async () => {
    let record = "";
    send.mockImplementation(async (form) => {
      record = (form.elements.namedItem("consentimiento") as HTMLInputElement).value;
      return new EmailJSResponseStatus(200, "OK");
    });
    const ui = renderForm();
    await fillAll(ui);
    await ui.user.click(ui.button);
    await within(ui.status).findByText("Formulario enviado");
    expect(record).toMatch(
      /^Sí, aceptado el \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \(UTC\) en http\S+: «Acepto el tratamiento de mis datos, incluidos los de salud, según la política de privacidad\.»$/,
    );
    expect(ui.consent).not.toBeChecked();
  });

  it("keeps a draft of what is typed in this tab, brings it back, and forgets it once sent", async () => {
    send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    const first = renderForm();
    await fillAll(first);
    first.form.ownerDocument.body.innerHTML = "";
    const again = renderForm();
    labels.forEach((label, index) => expect(again.field(label)).toHaveValue(values[index]));
    await again.user.click(again.consent);
    await again.user.click(again.button);
    await within(again.status).findByText("Formulario enviado");
    expect(sessionStorage.length).toBe(0);
  });

  for (const label of labels) {
    it(`shows 'INGRESE TODOS LOS CAMPOS' and sends nothing when ${label} holds only spaces`, async () => {
      const ui = renderForm();
      await fillAll(ui, { [label]: "   " });
      await ui.user.click(ui.button);
      expect(ui.alert).toHaveTextContent("INGRESE TODOS LOS CAMPOS");
      expect(ui.field(label)).toHaveAttribute("aria-invalid", "true");
      expect(ui.field(label)).toHaveAccessibleDescription("INGRESE TODOS LOS CAMPOS");
      expect(ui.field(label)).toHaveFocus();
      expect(ui.field(label)).toHaveValue("   ");
      for (const other of labels.filter((candidate) => candidate !== label)) {
        expect(ui.field(other)).not.toHaveAttribute("aria-invalid");
      }
      expect(send).not.toHaveBeenCalled();
    });
  }

  it("sends the form, then clears every field and confirms", async () => {
    send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    const ui = renderForm();
    await fillAll(ui);
    await ui.user.click(ui.button);
    expect(send).toHaveBeenCalledExactlyOnceWith(ui.form);
    expect(await within(ui.status).findByText("Formulario enviado")).toBeInTheDocument();
    for (const label of labels) expect(ui.field(label)).toHaveValue("");
    expect(ui.alert).toBeEmptyDOMElement();
  });

  it("on failure keeps every value, logs status and text, and offers WhatsApp", async () => {
    send.mockRejectedValue(new EmailJSResponseStatus(500, "Internal Server Error"));
    const ui = renderForm();
    await fillAll(ui);
    await ui.user.click(ui.button);
    expect(await within(ui.alert).findByText("No pudimos enviar tu mensaje.")).toBeInTheDocument();
    const chat = within(ui.alert).getByRole("link", { name: /Enviar mi mensaje por WhatsApp/ });
    expect(new URL(chat.getAttribute("href")!).searchParams.get("text")).toBe("Hola, soy Ana Quispe. Hola, quisiera una cita.");
    labels.forEach((label, index) => expect(ui.field(label)).toHaveValue(values[index]));
    expect(console.error).toHaveBeenCalledWith("Formulario de contacto no enviado: 500 Internal Server Error");
    expect(ui.status).toBeEmptyDOMElement();
  });

  it("asks to wait when the send is throttled", async () => {
    send.mockRejectedValue(new EmailJSResponseStatus(429, "Too Many Requests"));
    const ui = renderForm();
    await fillAll(ui);
    await ui.user.click(ui.button);
    expect(await within(ui.alert).findByText(/Espera unos segundos/)).toBeInTheDocument();
    expect(ui.alert).toHaveTextContent("No pudimos enviar tu mensaje.");
  });

  it("sends once while a send is in flight, however often it is submitted", async () => {
    let finish!: (value: EmailJSResponseStatus) => void;
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const ui = renderForm();
    await fillAll(ui);
    await ui.user.dblClick(ui.button);
    await ui.user.click(ui.button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(ui.button).toHaveAttribute("aria-disabled", "true");
    expect(ui.status).toHaveTextContent("Enviando tu mensaje…");
    finish(new EmailJSResponseStatus(200, "OK"));
    expect(await within(ui.status).findByText("Formulario enviado")).toBeInTheDocument();
    expect(ui.button).not.toHaveAttribute("aria-disabled");
  });

  it("answers a filled honeypot with the usual confirmation and sends nothing", async () => {
    const ui = renderForm();
    await fillAll(ui);
    ui.form.ownerDocument.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://spam.example";
    await ui.user.click(ui.button);
    expect(within(ui.status).getByText("Formulario enviado")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    for (const label of labels) expect(ui.field(label)).toHaveValue("");
  });
});
