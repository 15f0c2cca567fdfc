import { describe, expect, test } from "vitest";
import { mondayToFridayHours } from "~/shared/firm/facts";
import { availabilityChangesAt } from "./availability";
import { createAvailabilityCache, type TimedAvailability } from "./availability-cache";
import { bankHolidaysBetween } from "./bank-holidays";
import { type AvailabilityInput, type DayAvailability, findFreeSlots } from "./find-free-slots";

const day = (date: string): DayAvailability => ({ date, slots: [] });

/** A calculation that counts its calls and answers with the given expiry. */
function counting(changesAt: Date) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async (): Promise<TimedAvailability> => {
      calls += 1;
      return { days: [day(`call ${calls}`)], changesAt };
    },
  };
}

const at = (iso: string) => new Date(iso);

describe("createAvailabilityCache", () => {
  test("keeps an answer until the clock changes it, then works it out again", async () => {
    const cache = createAvailabilityCache();
    const calc = counting(at("2026-11-23T10:00:00Z"));
    const first = await cache.get("remote", at("2026-11-23T09:00:00Z"), calc.compute);
    const later = await cache.get("remote", at("2026-11-23T09:59:59.999Z"), calc.compute);
    expect(later).toBe(first);
    expect(calc.calls).toBe(1);
    await cache.get("remote", at("2026-11-23T10:00:00Z"), calc.compute);
    expect(calc.calls).toBe(2);
  });

  test("an instant before the kept answer was worked out is not answered from it", async () => {
    const cache = createAvailabilityCache();
    const calc = counting(at("2026-11-23T12:00:00Z"));
    await cache.get("remote", at("2026-11-23T09:00:00Z"), calc.compute);
    await cache.get("remote", at("2026-11-23T08:00:00Z"), calc.compute);
    expect(calc.calls).toBe(2);
  });

  test("keys are separate, and invalidate() forgets them all", async () => {
    const cache = createAvailabilityCache();
    const calc = counting(at("2026-11-23T12:00:00Z"));
    const now = at("2026-11-23T09:00:00Z");
    await cache.get("remote 2026-11-23 2026-12-31", now, calc.compute);
    await cache.get("bramhall 2026-11-23 2026-12-31", now, calc.compute);
    await cache.get("remote 2026-11-23 2026-12-31", now, calc.compute);
    expect(calc.calls).toBe(2);
    cache.invalidate();
    await cache.get("remote 2026-11-23 2026-12-31", now, calc.compute);
    expect(calc.calls).toBe(3);
  });

  test("requests during a calculation share it; one under way at invalidate() is not kept", async () => {
    const cache = createAvailabilityCache();
    const now = at("2026-11-23T09:00:00Z");
    let release: () => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<TimedAvailability>((resolve) => {
        release = () => resolve({ days: [], changesAt: at("2026-11-23T12:00:00Z") });
      });
    };
    const a = cache.get("remote", now, slow);
    const b = cache.get("remote", now, slow);
    release();
    expect(await a).toBe(await b);
    expect(calls).toBe(1);

    const during = cache.get("bramhall", now, slow);
    cache.invalidate();
    release();
    await during;
    const next = cache.get("bramhall", now, slow);
    expect(calls).toBe(3);
    release();
    await next;
  });

  test("a failed calculation is not kept", async () => {
    const cache = createAvailabilityCache();
    const now = at("2026-11-23T09:00:00Z");
    await expect(
      cache.get("remote", now, () => Promise.reject(new Error("database away"))),
    ).rejects.toThrow("database away");
    const calc = counting(at("2026-11-23T12:00:00Z"));
    await cache.get("remote", now, calc.compute);
    expect(calc.calls).toBe(1);
  });
});

describe("availabilityChangesAt", () => {
  const input = (now: Date): AvailabilityInput => ({
    from: "2026-11-20",
    to: "2027-01-20",
    now,
    pool: "remote",
    lawyers: [
      {
        id: "eleanor",
        name: "Eleanor",
        hours: null,
        away: new Set(),
        busy: new Set(["2026-11-24T09:00:00.000Z"]),
        weekLoad: new Map(),
      },
    ],
    minimumNoticeMinutes: 95,
    maxDaysAhead: 60,
    holidays: bankHolidaysBetween(2026, 2027),
    blocks: [],
    hours: mondayToFridayHours("09:00", "17:00").consultations,
  });
  const starts = (days: DayAvailability[]) =>
    days.flatMap((d) => d.slots.map((s) => s.start.toISOString()));

  // About 400 slot searches: CPU-bound, so it is given room on a busy machine.
  test("the answer is the same at every instant before it; a slot passing its notice changes it", {
    timeout: 30_000,
  }, () => {
    // Every 7 minutes across a working day, the evening and London midnight.
    for (
      let t = at("2026-11-23T06:00:00Z").getTime();
      t < at("2026-11-24T03:00:00Z").getTime();
      t += 7 * 60_000
    ) {
      const now = new Date(t);
      const days = findFreeSlots(input(now));
      const changesAt = availabilityChangesAt(days, now, 95);
      expect(changesAt.getTime()).toBeGreaterThan(t);
      const justBefore = findFreeSlots(input(new Date(changesAt.getTime() - 1)));
      expect(starts(justBefore)).toEqual(starts(days));
      // At London midnight the window may or may not gain a day; at a notice edge it changes.
      const first = days[0]?.slots[0];
      if (first && changesAt.getTime() === first.start.getTime() - 95 * 60_000 + 1) {
        expect(starts(findFreeSlots(input(changesAt)))).not.toEqual(starts(days));
      }
    }
  });

  test("with nothing free it lasts until London midnight", () => {
    const now = at("2026-07-01T20:00:00Z");
    expect(availabilityChangesAt([], now, 120).toISOString()).toBe("2026-07-01T23:00:00.000Z");
  });
});
