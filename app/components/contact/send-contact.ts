// The one place that talks to the EmailJS SDK: configures it once and sends a form with it.
// The SDK is fetched on the first send, not with the page: most visits never send the form.
import type { StorageProvider } from "@emailjs/browser";
import { emailjs } from "#app/config/emailjs.ts";

export type EmailJsConfig = Pick<
  typeof emailjs,
  "serviceId" | "templateId" | "publicKey" | "origin" | "blockHeadless" | "throttleMs"
>;

const STORAGE_PREFIX = "contacto-ultimo-envio:";

/**
 * Where the SDK's limitRate keeps the time of the last send from each page. A browser that
 * refuses storage (private modes, full quota) is simply not throttled, never blocked.
 */
export const limitRateStorage: StorageProvider = {
  async get(key) {
    try {
      return localStorage.getItem(STORAGE_PREFIX + key);
    } catch {
      return null;
    }
  },
  async set(key, value) {
    try {
      localStorage.setItem(STORAGE_PREFIX + key, value);
    } catch {
      // Nothing to do: see above.
    }
  },
  async remove(key) {
    try {
      localStorage.removeItem(STORAGE_PREFIX + key);
    } catch {
      // Nothing to do: see above.
    }
  },
};

let configured: EmailJsConfig | null = null;

async function loadSdk(config: EmailJsConfig) {
  const sdk = await import("@emailjs/browser");
  if (configured === config) return sdk;
  sdk.init({
    publicKey: config.publicKey,
    // "" is the local sink on the page's own origin; the SDK only accepts the origin here.
    origin: config.origin || window.location.origin,
    blockHeadless: config.blockHeadless,
    // No id: the SDK keys the limit by page path, so each page allows one send per interval.
    limitRate: { throttle: config.throttleMs },
    // Required for limitRate to work at all in SDK 4.4.1: init() overwrites the SDK's default
    // storage with this option even when it is absent, and without a storage the limit is skipped.
    storageProvider: limitRateStorage,
  });
  configured = config;
  return sdk;
}

/**
 * Sends the form's named fields (the honeypot has no form owner, so it stays out) plus the SDK's
 * lib_version, service_id, template_id and user_id as multipart to <origin>/api/v1.0/email/send-form.
 * Rejects exactly as the SDK does; describeFailure() reads the reason.
 */
export async function sendContactForm(form: HTMLFormElement, config: EmailJsConfig = emailjs) {
  const { sendForm, EmailJSResponseStatus } = await loadSdk(config);
  try {
    return await sendForm(config.serviceId, config.templateId, form);
  } catch (reason) {
    // The SDK counts a send before making it. One that did not arrive should not make the person
    // wait: forget it, unless the refusal was the throttle itself. (The key is the SDK's default
    // limitRate id, the page path.)
    if (!(reason instanceof EmailJSResponseStatus && reason.status === 429)) {
      await limitRateStorage.remove(window.location.pathname);
    }
    throw reason;
  }
}
