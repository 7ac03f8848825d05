// The complaints book's claims in the back office: the list, one claim, its answer, the CSV.
// Only for accounts whose role sees claims (accounts.ts); for the others these paths do not exist.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { audit } from "./audit.ts";
import { answerClaim, answerRecipient, EXPORT_HEADER, exportRows, findClaim, listClaims } from "./claims.ts";
import { notFound, onlyFor, type BackOfficeContext, type Concern, type Env } from "./context.ts";
import { toCsv } from "./csv.ts";
import { seesClaims } from "./accounts.ts";
import { ANSWER_MAX, BASE, detailPage, listPage } from "./pages.ts";

const CLAIM_CODE = /^\d{6}-\d{4}$/;
const answerInput = z.object({ respuesta: z.string().trim().min(1).max(ANSWER_MAX) });

export function claimsConcern({ db, now, options }: BackOfficeContext): Concern {
  const routes = new Hono<Env>();
  const claimsOnly = onlyFor(seesClaims);
  routes.use(`${BASE}/reclamos/*`, claimsOnly);
  routes.use(`${BASE}/exportar.csv`, claimsOnly);

  routes.get(`${BASE}/`, (c) => {
    const session = c.get("session");
    // An account that sees only requests starts at their inbox.
    if (!seesClaims(session.role)) return c.redirect(`${BASE}/consultas/`, 303);
    audit(db, { action: "ver_lista", staffId: session.staffId }, now());
    return c.html(listPage(session, listClaims(db), new Date(now())));
  });

  const noClaim = (c: Context<Env>) => notFound(c, "No existe un reclamo con ese código.");
  const showClaim = (
    c: Context<Env>,
    code: string,
    extra: { notice?: string; form?: { value?: string; error?: string } } = {},
    status: 200 | 400 | 409 = 200,
  ) => {
    const claim = CLAIM_CODE.test(code) ? findClaim(db, code) : undefined;
    if (!claim) return noClaim(c);
    audit(db, { action: "ver_reclamo", staffId: c.get("session").staffId, claimCode: claim.code }, now());
    return c.html(
      detailPage(c.get("session"), claim, options.labels, { recipient: answerRecipient(claim), ...extra }, new Date(now())),
      status,
    );
  };

  routes.get(`${BASE}/reclamos/:code`, (c) =>
    showClaim(
      c,
      c.req.param("code"),
      c.req.query("respondido") !== undefined ? { notice: "Respuesta guardada. El reclamo quedó como respondido." } : {},
    ),
  );

  routes.post(`${BASE}/reclamos/:code/respuesta`, async (c) => {
    const code = c.req.param("code");
    const body = await c.req.parseBody();
    const parsed = answerInput.safeParse(body);
    if (!parsed.success) {
      const value = String(body.respuesta ?? "");
      const error = value.trim()
        ? `La respuesta puede tener como máximo ${ANSWER_MAX} caracteres.`
        : "Escribe la respuesta antes de guardarla.";
      return showClaim(c, code, { form: { value, error } }, 400);
    }
    const result = CLAIM_CODE.test(code)
      ? answerClaim(db, code, parsed.data.respuesta, c.get("session").staffId, options.mailTexts, new Date(now()))
      : { status: "not-found" as const };
    if (result.status === "not-found") return noClaim(c);
    if (result.status === "already-answered")
      return showClaim(c, code, { notice: "Este reclamo ya tenía respuesta: no se cambió." }, 409);
    if (result.emailQueued) options.onAnswerQueued?.();
    return c.redirect(`${BASE}/reclamos/${code}?respondido`, 303);
  });

  routes.get(`${BASE}/exportar.csv`, (c) => {
    audit(db, { action: "exportar_csv", staffId: c.get("session").staffId }, now());
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(toCsv(EXPORT_HEADER, exportRows(db)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="libro-de-reclamaciones-${day}.csv"`,
    });
  });

  return {
    routes,
    menu: (role) =>
      seesClaims(role)
        ? [
            { href: `${BASE}/`, label: "Reclamos" },
            { href: `${BASE}/exportar.csv`, label: "Exportar CSV" },
          ]
        : [],
  };
}
