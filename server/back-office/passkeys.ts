// The two passkey ceremonies, on @simplewebauthn/server: registering a passkey with a one-time
// invitation, and signing in with one. Each ceremony's challenge lives server-side (table
// webauthn_ceremonies) under a random id the browser holds in a cookie, for CEREMONY_TTL_MS, and is
// used once. User verification (PIN, fingerprint, face) is required both times.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { consumeInvitation, findStaff, pendingInvitation } from "./accounts.ts";
import { audit } from "./audit.ts";
import type { RateLimit } from "#server/rate-limit.ts";
import { hashToken, randomToken } from "./secrets.ts";
import { createSession } from "./sessions.ts";
import { transaction, type Db } from "#server/db.ts";

export const CEREMONY_TTL_MS = 5 * 60 * 1000;

// Loaded at the first ceremony, not at start-up: with its certificate parsers it adds about half a
// second to the service's start, which every restart (deploy) would wait for.
let library: Promise<typeof import("@simplewebauthn/server")> | undefined;
const webauthn = () => (library ??= import("@simplewebauthn/server"));

export interface RelyingParty {
  /** The domain passkeys are bound to (no scheme, no port): the site's host. */
  rpID: string;
  rpName: string;
  /** The exact origin the browser shows, e.g. https://www.example.pe. */
  origin: string;
}

// The browser's JSON, checked for shape and size before the library reads it.
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const credentialBase = {
  id: b64url(1024),
  rawId: b64url(1024),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};
export const registrationResponse = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16384),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
export const authenticationResponse = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    // Up to ML-DSA-87's 4,627 bytes: post-quantum keys, which authenticators now offer, sign long.
    signature: b64url(8192),
    userHandle: b64url(256).optional(),
  }),
});

function saveCeremony(db: Db, kind: "registro" | "entrada", challenge: string, invitationHash: string | null, now: number) {
  const id = randomToken();
  db.prepare(
    "INSERT INTO webauthn_ceremonies (id_hash, kind, challenge, invitation_hash, expires_at) VALUES (?, ?, ?, ?, ?)",
  ).run(hashToken(id), kind, challenge, invitationHash, now + CEREMONY_TTL_MS);
  return id;
}

/** Takes (deletes) a ceremony: a challenge is answered once, rightly or not. */
function takeCeremony(db: Db, id: string | undefined, kind: "registro" | "entrada", now: number) {
  if (!id) return undefined;
  const row = db
    .prepare(
      "DELETE FROM webauthn_ceremonies WHERE id_hash = ? AND kind = ? RETURNING challenge, invitation_hash AS invitationHash, expires_at AS expiresAt",
    )
    .get(hashToken(id), kind) as { challenge: string; invitationHash: string | null; expiresAt: number } | undefined;
  return row && row.expiresAt > now ? row : undefined;
}

/** Registration options for the invitation's account, or undefined when the token is not a live invitation. */
export async function startRegistration(db: Db, rp: RelyingParty, token: string, now = Date.now()) {
  const invitation = pendingInvitation(db, token, now);
  const staff = invitation && findStaff(db, invitation.staffId);
  if (!invitation || !staff) return undefined;
  const existing = db
    .prepare("SELECT credential_id AS id FROM staff_passkeys WHERE staff_id = ? AND revoked_at IS NULL")
    .all(staff.id) as { id: string }[];
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: Buffer.from(staff.webauthnUserId, "base64url"),
    attestationType: "none",
    excludeCredentials: existing,
    // A passkey (discoverable, so sign-in asks for no name) that checks who holds it.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return { ceremonyId: saveCeremony(db, "registro", options.challenge, invitation.tokenHash, now), options };
}

/** Verifies a registration; on success stores the passkey, uses up the invitation and starts a session. */
export async function finishRegistration(
  db: Db,
  rp: RelyingParty,
  ceremonyId: string | undefined,
  response: RegistrationResponseJSON,
  now = Date.now(),
) {
  const ceremony = takeCeremony(db, ceremonyId, "registro", now);
  if (!ceremony?.invitationHash) return undefined;
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  const { credential } = verification.registrationInfo;
  return transaction(db, () => {
    const invitation = db
      .prepare("SELECT staff_id AS staffId FROM staff_invitations WHERE token_hash = ?")
      .get(ceremony.invitationHash) as { staffId: number } | undefined;
    if (!invitation || !consumeInvitation(db, ceremony.invitationHash!, now)) return undefined;
    db.prepare(
      "INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(
      credential.id,
      invitation.staffId,
      Buffer.from(credential.publicKey),
      credential.counter,
      JSON.stringify(credential.transports ?? []),
      now,
    );
    audit(db, { action: "llave_registrada", staffId: invitation.staffId }, now);
    audit(db, { action: "entrada", staffId: invitation.staffId }, now);
    return { staffId: invitation.staffId, sessionId: createSession(db, invitation.staffId, now) };
  });
}

/** Sign-in options: no account named, the browser offers the passkeys it holds for the site. */
export async function startSignIn(db: Db, rp: RelyingParty, now = Date.now()) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required" });
  return { ceremonyId: saveCeremony(db, "entrada", options.challenge, null, now), options };
}

export type SignInResult =
  { status: "ok"; staffId: number; sessionId: string } | { status: "invalid" } | { status: "blocked"; retryAfter: number };

/**
 * Verifies a sign-in. `accountLimit` counts failed attempts per account: once used up, even a right
 * passkey is refused until the window ends.
 */
export async function finishSignIn(
  db: Db,
  rp: RelyingParty,
  ceremonyId: string | undefined,
  response: AuthenticationResponseJSON,
  accountLimit: RateLimit,
  now = Date.now(),
): Promise<SignInResult> {
  const ceremony = takeCeremony(db, ceremonyId, "entrada", now);
  if (!ceremony) return { status: "invalid" };
  const passkey = db
    .prepare(
      `SELECT p.credential_id AS id, p.public_key AS publicKey, p.counter, p.transports, p.staff_id AS staffId, s.webauthn_user_id AS userHandle
       FROM staff_passkeys p JOIN staff s ON s.id = p.staff_id
       WHERE p.credential_id = ? AND p.revoked_at IS NULL AND s.disabled_at IS NULL`,
    )
    .get(response.id) as
    { id: string; publicKey: Buffer; counter: number; transports: string; staffId: number; userHandle: string } | undefined;
  if (!passkey) return { status: "invalid" };
  const accountKey = `staff:${passkey.staffId}`;
  const verdict = await accountLimit.check(accountKey);
  if (!verdict.allowed) return { status: "blocked", retryAfter: verdict.retryAfterSeconds };
  const { verifyAuthenticationResponse } = await webauthn();
  const verification =
    response.response.userHandle && response.response.userHandle !== passkey.userHandle
      ? undefined
      : await verifyAuthenticationResponse({
          response,
          expectedChallenge: ceremony.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: JSON.parse(passkey.transports),
          },
          requireUserVerification: true,
        }).catch(() => undefined);
  if (!verification?.verified) {
    await accountLimit.hit(accountKey);
    audit(db, { action: "entrada_fallida", staffId: passkey.staffId }, now);
    return { status: "invalid" };
  }
  const sessionId = transaction(db, () => {
    db.prepare("UPDATE staff_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?").run(
      verification.authenticationInfo.newCounter,
      now,
      passkey.id,
    );
    audit(db, { action: "entrada", staffId: passkey.staffId }, now);
    return createSession(db, passkey.staffId, now);
  });
  return { status: "ok", staffId: passkey.staffId, sessionId };
}
