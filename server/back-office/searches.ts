// The queues' searches, kept on the server for the session that made them: a search names a person
// (a name, a phone, an e-mail) and nothing personal goes in a URL (access logs, history, Referer).
// The list's URL carries a short handle instead (?b=…), so «volver» and «siguiente» keep the search
// like every other part of the list's state. In memory: a restart forgets them (the list then says
// so), and each session keeps its last few.
import { randomBytes } from "node:crypto";

const PER_SESSION = 20;
const SESSIONS = 500;
const store = new Map<string, Map<string, string>>();

/** A handle for `q` in this session (the same handle for the same text). */
export function rememberSearch(session: string, q: string): string {
  let searches = store.get(session);
  if (!searches) {
    if (store.size >= SESSIONS) store.delete(store.keys().next().value!);
    searches = new Map();
    store.set(session, searches);
  }
  for (const [handle, text] of searches) if (text === q) return handle;
  if (searches.size >= PER_SESSION) searches.delete(searches.keys().next().value!);
  const handle = randomBytes(6).toString("base64url");
  searches.set(handle, q);
  return handle;
}

/** The search a handle names in this session, if it still has it. */
export const recallSearch = (session: string, handle: string | undefined) =>
  handle ? store.get(session)?.get(handle) : undefined;
