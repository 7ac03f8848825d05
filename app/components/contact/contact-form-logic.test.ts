import { EmailJSResponseStatus } from "@emailjs/browser";
import { describe, expect, it } from "vitest";
import { describeFailure, emptyContact, missingFields, type ContactValues } from "./contact-form-logic.ts";

const complete: ContactValues = { nombre: "Ana", numero: "987654321", edad: "34", mensaje: "Hola" };

describe("missingFields", () => {
  it("accepts four fields with text, in any format and of any length", () => {
    expect(missingFields(complete)).toEqual([]);
    expect(missingFields({ nombre: "A", numero: "no tengo", edad: "treinta y tantos", mensaje: "x".repeat(20_000) })).toEqual([]);
  });

  it("names every field that is empty or only whitespace, in the form's order", () => {
    expect(missingFields(emptyContact)).toEqual(["nombre", "numero", "edad", "mensaje"]);
    expect(missingFields({ ...complete, numero: "   ", mensaje: "\n\t " })).toEqual(["numero", "mensaje"]);
    expect(missingFields({ ...complete, edad: "\u00a0" })).toEqual(["edad"]);
  });
});

describe("describeFailure", () => {
  it("keeps the status and text of an answer from the service", () => {
    expect(describeFailure(new EmailJSResponseStatus(500, "Internal Server Error"))).toEqual({
      kind: "failed",
      status: 500,
      text: "Internal Server Error",
    });
    expect(describeFailure(new EmailJSResponseStatus(400, "The user_id parameter is required"))).toMatchObject({
      kind: "failed",
      status: 400,
    });
  });

  it("reads the SDK's own refusals: block list and headless fail, the throttle asks to wait", () => {
    expect(describeFailure(new EmailJSResponseStatus(403, "Forbidden"))).toMatchObject({ kind: "failed", status: 403 });
    expect(describeFailure(new EmailJSResponseStatus(451, "Unavailable For Headless Browser"))).toMatchObject({
      kind: "failed",
      status: 451,
    });
    expect(describeFailure(new EmailJSResponseStatus(429, "Too Many Requests"))).toEqual({
      kind: "throttled",
      status: 429,
      text: "Too Many Requests",
    });
  });

  it("treats a network failure (the fetch TypeError) as status 0", () => {
    expect(describeFailure(new TypeError("Failed to fetch"))).toEqual({
      kind: "failed",
      status: 0,
      text: "Network Error: Failed to fetch",
    });
  });

  it("treats the SDK's validation strings, and anything else, as a failure", () => {
    const text = "The public key is required. Visit https://dashboard.emailjs.com/admin/account";
    expect(describeFailure(text)).toEqual({ kind: "failed", status: 0, text });
    expect(describeFailure(new RangeError("boom"))).toEqual({ kind: "failed", status: 0, text: "RangeError: boom" });
    expect(describeFailure(undefined)).toEqual({ kind: "failed", status: 0, text: "undefined" });
    expect(describeFailure({ status: "500" })).toMatchObject({ kind: "failed", status: 0 });
  });
});
