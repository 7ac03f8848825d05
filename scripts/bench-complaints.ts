// `npm run bench -- reclamos`: the complaints book's submission endpoint under load (scripts/bench-endpoint.ts):
// the same valid claim, sent again and again.
import { validClaim } from "#shared/complaints-book/testing/claims.ts";
import { benchEndpoint } from "./bench-endpoint.ts";

await benchEndpoint({
  name: "bench-reclamos",
  endpoint: "/app/api/reclamaciones",
  env: { COMPLAINTS_RATE_LIMIT: "100000000", COMPLAINTS_RECIPIENT_LIMIT: "100000000" },
  stored: "claims",
  request: { body: JSON.stringify(validClaim()) },
});
