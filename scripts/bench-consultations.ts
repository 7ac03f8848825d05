// `npm run bench -- consultas`: «Pide tu primera consulta»'s endpoint under load, as bench reclamos
// measures the complaints book's (scripts/bench-endpoint.ts): valid requests, each with its own
// submission id (as each form has).
import { randomUUID } from "node:crypto";
import { validRequest } from "#server/consultations/testing/requests.ts";
import { benchEndpoint } from "./bench-endpoint.ts";

await benchEndpoint({
  name: "bench-consultas",
  endpoint: "/app/api/consultas",
  env: { CONSULTAS_RATE_LIMIT: "100000000", COMPLAINTS_RECIPIENT_LIMIT: "100000000" },
  stored: "requests",
  request: {
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(validRequest({ envioId: randomUUID() })) }) }],
  },
});
