// `npm run bench -- <name> [options]`: every benchmark behind one script. Timing lives in the benches,
// never in tests (the figures depend on the machine). The benches:
//   pages      what each kind of page costs a phone on a slow connection (scripts/bench-pages.ts)
//   publish    a content change from its commit to a live page (scripts/bench-publish.ts)
//   reclamos   the complaints book's endpoint under load (scripts/bench-complaints.ts)
//   consultas  «Pide tu primera consulta»'s endpoint under load (scripts/bench-consultations.ts)
//   agenda     the free times and the booking under load (scripts/bench-booking.ts)
//   gestion    the back office's queues and searches with 5,000 requests and 2,000 claims
//              (scripts/bench-back-office.ts)
//   datos      the recovery time: restore from the replica and start, with 50,000 requests, 5,000
//              claims and 20,000 appointments (scripts/bench-data.ts)
// The options after the name are the bench's own: `npm run bench -- pages --runs 5 --only lcp`.
const benches = {
  pages: () => import("./bench-pages.ts"),
  publish: () => import("./bench-publish.ts"),
  reclamos: () => import("./bench-complaints.ts"),
  consultas: () => import("./bench-consultations.ts"),
  agenda: () => import("./bench-booking.ts"),
  gestion: () => import("./bench-back-office.ts"),
  datos: () => import("./bench-data.ts"),
};

const [bench, ...options] = process.argv.slice(2);
if (!bench || !Object.hasOwn(benches, bench)) {
  console.error(`Usage: npm run bench -- <${Object.keys(benches).join("|")}> [options]`);
  process.exit(2);
}
// Each bench reads its options from process.argv, as when it was run on its own.
process.argv.splice(2, process.argv.length - 2, ...options);
await benches[bench as keyof typeof benches]();

export {};
