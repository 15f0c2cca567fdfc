// A clock for the screenshot server only (scripts/e2e-server.mjs): `new Date()` and `Date.now()`
// start at a fixed instant and advance in real time. Dates built from a value are untouched,
// and timers keep real time, so the server behaves exactly as it does in production.
export function startClockAt(iso) {
  const RealDate = Date;
  const offset = new RealDate(iso).getTime() - RealDate.now();
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
}
