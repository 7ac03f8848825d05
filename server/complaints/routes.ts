// The complaints book's HTTP endpoints, mounted at /app/api/reclamaciones by server/app.ts.
import { Hono } from "hono";
import type { Db } from "../db.ts";

export interface ComplaintsOptions {
  db: Db;
}

export function createComplaintsRoutes({ db }: ComplaintsOptions) {
  const routes = new Hono();
  void db;
  return routes;
}
