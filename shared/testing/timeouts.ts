// How long a test may run before Vitest calls it hung. These bound a test that never ends; they are
// not timing assertions (docs/tests.md: tests never assert timings), so they are set for the slowest
// honest case: the shared 2-core machine with other CPU-bound work beside the suite, where a test
// that takes a fraction of a second alone takes many times that.

/** Every test's limit (vitest.config.ts): in-process work that only the load slows down (jsdom, html-validate). */
export const TEST_TIMEOUT_MS = 30_000;

/** A test that starts another process (the service, a shell per deploy step, npm): its start-up alone is seconds under load. */
export const SPAWNED_PROCESS_TIMEOUT_MS = 60_000;
