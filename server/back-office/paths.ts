// The back office's paths and the clinic's name in its titles: one place, read by the routes, the
// pages and the command line alike.
import { clinic } from "#shared/clinic/facts.ts";

export const BASE = "/app/gestion";
export const ASSETS = `${BASE}/recursos`;
export const CLINIC = clinic.name;
