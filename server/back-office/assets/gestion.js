// The back office's passkey buttons (pages.tsx): registering a passkey from an invitation and
// signing in, through @simplewebauthn/browser (its UMD bundle, loaded before this file, defines
// window.SimpleWebAuthnBrowser); and its «Copiar» buttons (`data-copiar`: the id of the field to
// copy). Plain script, no build step; served with script-src 'self'.
"use strict";

(() => {
  const API = "/app/api/gestion";
  const status = document.getElementById("estado");
  const say = (text) => {
    if (status) status.textContent = text;
  };

  async function post(path, body) {
    const response = await fetch(API + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body ?? {}),
      credentials: "same-origin",
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(data.error || "No pudimos completar la solicitud. Inténtalo de nuevo.");
    return data;
  }

  async function register() {
    const token = new URLSearchParams(location.hash.slice(1)).get("t");
    if (!token) throw new Error("Este enlace no trae una invitación. Abre el enlace completo que te enviaron.");
    const optionsJSON = await post("/registro/opciones", { token });
    say("Sigue las indicaciones de tu dispositivo…");
    const response = await window.SimpleWebAuthnBrowser.startRegistration({ optionsJSON });
    const done = await post("/registro/verificacion", response);
    // The invitation is used up: keep its token out of the history.
    history.replaceState(null, "", location.pathname);
    location.assign(done.redirect);
  }

  async function signIn() {
    const optionsJSON = await post("/entrada/opciones");
    say("Sigue las indicaciones de tu dispositivo…");
    const response = await window.SimpleWebAuthnBrowser.startAuthentication({ optionsJSON });
    const done = await post("/entrada/verificacion", response);
    location.assign(done.redirect);
  }

  // «Copiar»: shown only where the browser lets a page write to the clipboard (https or localhost);
  // elsewhere, and without script, the field stays there to select and copy by hand.
  for (const button of document.querySelectorAll("button[data-copiar]")) {
    const field = document.getElementById(button.dataset.copiar);
    const said = document.getElementById(`${button.dataset.copiar}-estado`);
    if (!field || !navigator.clipboard) continue;
    button.hidden = false;
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(field.value);
        if (said) said.textContent = "Enlace copiado.";
      } catch {
        field.select();
        if (said) said.textContent = "No se pudo copiar: el enlace quedó seleccionado; cópialo a mano.";
      }
    });
  }

  const actions = { registrar: register, entrar: signIn };

  for (const button of document.querySelectorAll("button[data-llave]")) {
    button.addEventListener("click", async () => {
      const action = actions[button.dataset.llave];
      if (!action || button.disabled) return;
      button.disabled = true;
      say("Un momento…");
      try {
        if (!window.SimpleWebAuthnBrowser?.browserSupportsWebAuthn()) {
          throw new Error(
            "Este navegador no admite llaves de acceso. Usa una versión reciente de Chrome, Edge, Safari o Firefox.",
          );
        }
        await action();
      } catch (error) {
        const cancelled = error && (error.name === "NotAllowedError" || error.name === "AbortError");
        say(cancelled ? "Se canceló la operación. Puedes volver a intentarlo." : error.message);
        button.disabled = false;
      }
    });
  }
})();
