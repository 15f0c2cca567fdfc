import { TEST_CLOCK_START } from "../../e2e/test-clock";

/**
 * The instant every test app's clock starts at (test-clock.ts): Wednesday 25 November 2026,
 * 10:00 in London, the browser tests' start too. Tests pick their dates from the app's clock
 * (`t.clock.now()`), or from this where no app exists yet (a module-level table), never from the
 * machine's: a date picked from the real day can land on a bank holiday, the seeded Christmas
 * closure, a Sunday or late evening, and the test then fails on that day only.
 */
export const TEST_START = new Date(TEST_CLOCK_START);
