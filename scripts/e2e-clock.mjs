// The browser tests' clock (scripts/e2e-server.mjs only, never build/node): `new Date()` and
// `Date.now()` start at a fixed instant and advance in real time, and a test can move them on
// (advanceClock) instead of sleeping past a timer the server keeps, such as a form's bot check.
// Dates built from a value are untouched, and timers keep real time.
export function startClockAt(iso) {
  const RealDate = Date;
  let offset = new RealDate(iso).getTime() - RealDate.now();
  if (Number.isNaN(offset)) throw new Error(`E2E_CLOCK_START is not a date: ${iso}`);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
  return {
    /** Moves the clock on by `ms` milliseconds; it never goes back. */
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`cannot move the clock by ${ms} ms`);
      offset += ms;
      return ShiftedDate.now();
    },
  };
}
