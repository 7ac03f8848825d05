// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeFailure } from "./contact-form-logic.ts";
import type { EmailJsConfig } from "./send-contact.ts";

const config: EmailJsConfig = {
  serviceId: "service_test",
  templateId: "template_test",
  publicKey: "public_test",
  origin: "",
  blockHeadless: false,
  throttleMs: 10_000,
};

const fetchMock = vi.fn<typeof fetch>();

function makeForm() {
  document.body.innerHTML = `
    <form>
      <input name="nombre" value="Ana">
      <input name="numero" value="987 654 321">
      <input name="edad" value="34">
      <textarea name="mensaje">Hola</textarea>
      <input name="website" form="no-such-form" value="http://spam.example">
    </form>`;
  return document.querySelector("form")!;
}

/** A fresh copy of the SDK and of our wrapper: the SDK keeps its settings in a module. */
async function freshModules() {
  vi.resetModules();
  return { sdk: await import("@emailjs/browser"), sender: await import("./send-contact.ts") };
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response("OK", { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("sendContactForm", () => {
  it("posts the four fields and the SDK's four parameters as multipart to the page's own origin", async () => {
    const { sender } = await freshModules();
    const result = await sender.sendContactForm(makeForm(), config);
    expect(result).toMatchObject({ status: 200, text: "OK" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${window.location.origin}/api/v1.0/email/send-form`);
    expect(init?.method).toBe("POST");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      nombre: "Ana",
      numero: "987 654 321",
      edad: "34",
      mensaje: "Hola",
      lib_version: "4.4.1",
      service_id: "service_test",
      template_id: "template_test",
      user_id: "public_test",
    });
  });

  it("posts to the configured EmailJS origin when there is one", async () => {
    const { sender } = await freshModules();
    await sender.sendContactForm(makeForm(), { ...config, origin: "https://api.emailjs.com" });
    expect(fetchMock.mock.calls[0]![0]).toBe("https://api.emailjs.com/api/v1.0/email/send-form");
  });

  it("lets one send per page through in 10 s and refuses the next with 429, without a request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { sender } = await freshModules();
    const form = makeForm();
    await sender.sendContactForm(form, config);
    vi.advanceTimersByTime(9_000);
    const refusal = await sender.sendContactForm(form, config).catch((reason: unknown) => reason);
    expect(refusal).toMatchObject({ status: 429, text: "Too Many Requests" });
    expect(describeFailure(refusal).kind).toBe("throttled");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await sender.sendContactForm(form, config);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not count a send that failed, so the person can retry at once", async () => {
    const { sender } = await freshModules();
    fetchMock.mockResolvedValueOnce(new Response("Internal Server Error", { status: 500 }));
    await expect(sender.sendContactForm(makeForm(), config)).rejects.toMatchObject({ status: 500 });
    await expect(sender.sendContactForm(makeForm(), config)).resolves.toMatchObject({ status: 200 });
    // That one arrived, so the next is throttled again.
    await expect(sender.sendContactForm(makeForm(), config)).rejects.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("needs the storageProvider: SDK 4.4.1's limitRate does nothing when init() gets none", async () => {
    const { sdk } = await freshModules();
    sdk.init({ publicKey: "public_test", limitRate: { throttle: 10_000 } });
    const form = makeForm();
    await sdk.sendForm("service_test", "template_test", form);
    await sdk.sendForm("service_test", "template_test", form);
    // Both went out: the limit was silently skipped. Our wrapper passes a storage (test above).
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("refuses a headless browser with 451 when blockHeadless is on, and not when it is off", async () => {
    const { sender } = await freshModules();
    // What automated browsers report (jsdom has no such property).
    Object.defineProperty(window.navigator, "webdriver", { value: true, configurable: true });
    try {
      const refusal = await sender
        .sendContactForm(makeForm(), { ...config, blockHeadless: true })
        .catch((reason: unknown) => reason);
      expect(refusal).toMatchObject({ status: 451 });
      expect(fetchMock).not.toHaveBeenCalled();
      const other = await freshModules();
      await other.sender.sendContactForm(makeForm(), config);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      delete (window.navigator as { webdriver?: boolean }).webdriver;
    }
  });

  it("rejects as the SDK does: a status for non-2xx, a TypeError offline, a string for a missing id", async () => {
    const { sender } = await freshModules();
    fetchMock.mockResolvedValueOnce(new Response("Internal Server Error", { status: 500 }));
    const serverError = await sender.sendContactForm(makeForm(), config).catch((reason: unknown) => reason);
    expect(describeFailure(serverError)).toEqual({ kind: "failed", status: 500, text: "Internal Server Error" });

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const offline = await sender.sendContactForm(makeForm(), config).catch((reason: unknown) => reason);
    expect(offline).toBeInstanceOf(TypeError);
    expect(describeFailure(offline)).toMatchObject({ kind: "failed", status: 0 });

    const fresh = await freshModules();
    const invalid = await fresh.sender
      .sendContactForm(makeForm(), { ...config, publicKey: "" })
      .catch((reason: unknown) => reason);
    expect(typeof invalid).toBe("string");
    expect(describeFailure(invalid)).toMatchObject({
      kind: "failed",
      status: 0,
      text: expect.stringMatching(/public key is required/),
    });
  });

  it("keeps working when the browser refuses storage", async () => {
    const { sender } = await freshModules();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    await expect(sender.sendContactForm(makeForm(), config)).resolves.toMatchObject({ status: 200 });
    vi.restoreAllMocks();
  });
});
