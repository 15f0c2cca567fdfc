import { describe, expect, test } from "vitest";
import { mondayToFridayHours, type OfficeHours } from "~/shared/firm/facts";
import { consultationWindows } from "~/shared/firm/office-hours";
import { bankHolidaysBetween } from "./bank-holidays";
import {
  type AvailabilityInput,
  findFreeSlots,
  type LawyerDiary,
  lawyersFreeAt,
} from "./find-free-slots";

const diary = (name: string, extra: Partial<LawyerDiary> = {}): LawyerDiary => ({
  id: name.toLowerCase(),
  name,
  hours: null,
  away: new Set(),
  busy: new Set(),
  weekLoad: new Map(),
  ...extra,
});

const base: Omit<AvailabilityInput, "from" | "to" | "now"> = {
  pool: "bramhall",
  lawyers: [diary("Eleanor")],
  minimumNoticeMinutes: 120,
  maxDaysAhead: 60,
  holidays: bankHolidaysBetween(2026, 2027),
  blocks: [],
  hours: mondayToFridayHours("09:00", "17:00").consultations,
};

const slotsOn = (date: string, now: string, extra: Partial<AvailabilityInput> = {}) =>
  findFreeSlots({ ...base, from: date, to: date, now: new Date(now), ...extra })[0]?.slots.map(
    (s) => s.start.toISOString(),
  ) ?? [];

describe("findFreeSlots", () => {
  test("a winter weekday has sixteen half-hour slots, 9:00 to 16:30 London = UTC", () => {
    const slots = slotsOn("2026-12-01", "2026-11-20T10:00:00Z");
    expect(slots).toHaveLength(16);
    expect(slots[0]).toBe("2026-12-01T09:00:00.000Z");
    expect(slots.at(-1)).toBe("2026-12-01T16:30:00.000Z");
  });

  test("the hours it is given decide the first and last slot, not fixed ones", () => {
    const slots = slotsOn("2026-12-01", "2026-11-20T10:00:00Z", {
      hours: mondayToFridayHours("08:30", "16:00").consultations,
    });
    expect(slots).toHaveLength(15);
    expect(slots[0]).toBe("2026-12-01T08:30:00.000Z");
    expect(slots.at(-1)).toBe("2026-12-01T15:30:00.000Z");
  });

  test("in summer 9:00 London is 08:00 UTC", () => {
    const slots = slotsOn("2026-07-01", "2026-06-20T10:00:00Z");
    expect(slots[0]).toBe("2026-07-01T08:00:00.000Z");
    expect(slots.at(-1)).toBe("2026-07-01T15:30:00.000Z");
  });

  test.each([
    // Clocks go forward on Sunday 29 March 2026: Friday before in GMT, Monday after in BST.
    ["2026-03-27", "2026-03-27T09:00:00.000Z"],
    ["2026-03-30", "2026-03-30T08:00:00.000Z"],
    // Clocks go back on Sunday 25 October 2026.
    ["2026-10-23", "2026-10-23T08:00:00.000Z"],
    ["2026-10-26", "2026-10-26T09:00:00.000Z"],
  ])("either side of a clock change, %s opens at %s", (date, first) => {
    expect(slotsOn(date, "2026-03-01T10:00:00Z", { maxDaysAhead: 400 })[0]).toBe(first);
  });

  test("weekends and bank holidays have no slots", () => {
    expect(slotsOn("2026-11-28", "2026-11-20T10:00:00Z")).toEqual([]); // Saturday
    expect(slotsOn("2026-11-29", "2026-11-20T10:00:00Z")).toEqual([]); // Sunday
    expect(slotsOn("2026-12-28", "2026-11-20T10:00:00Z")).toEqual([]); // Boxing Day substitute
  });

  test("nothing inside the minimum notice: at 11:10 today the first slot is 13:30", () => {
    const slots = slotsOn("2026-12-01", "2026-12-01T11:10:00Z");
    expect(slots[0]).toBe("2026-12-01T13:30:00.000Z");
  });

  test("nothing beyond the booking window", () => {
    expect(slotsOn("2027-01-19", "2026-11-20T10:00:00Z")).toHaveLength(16); // 60 days ahead
    expect(slotsOn("2027-01-20", "2026-11-20T10:00:00Z")).toEqual([]); // 61 days
  });

  test("a blocked range removes the slots it overlaps, in its pool or in all pools", () => {
    const blocks = [
      {
        start: new Date("2026-12-01T10:15:00Z"),
        end: new Date("2026-12-01T11:00:00Z"),
        pool: "bramhall" as const,
      },
    ];
    const slots = slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { blocks });
    expect(slots).not.toContain("2026-12-01T10:00:00.000Z");
    expect(slots).not.toContain("2026-12-01T10:30:00.000Z");
    expect(slots).toContain("2026-12-01T11:00:00.000Z");
    expect(slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { blocks, pool: "remote" })).toHaveLength(
      16,
    );
    const everywhere = [{ ...blocks[0], pool: null }] as AvailabilityInput["blocks"];
    expect(
      slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { blocks: everywhere, pool: "remote" }),
    ).toHaveLength(14);
  });

  test("a time is offered while one suitable lawyer is free, and not once all are booked", () => {
    const busy = new Set(["2026-12-01T09:00:00.000Z", "2026-12-01T09:30:00.000Z"]);
    const one = [diary("Eleanor", { busy })];
    expect(slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { lawyers: one })[0]).toBe(
      "2026-12-01T10:00:00.000Z",
    );
    const two = [diary("Eleanor", { busy }), diary("Aisha")];
    expect(slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { lawyers: two })[0]).toBe(
      "2026-12-01T09:00:00.000Z",
    );
    expect(slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { lawyers: [] })).toEqual([]);
  });

  test("a lawyer's day away removes their slots; a closure removes everyone's", () => {
    const away = [diary("Eleanor", { away: new Set(["2026-12-01"]) })];
    expect(slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { lawyers: away })).toEqual([]);
    expect(slotsOn("2026-12-02", "2026-11-20T10:00:00Z", { lawyers: away })).toHaveLength(16);
    const closure = [
      {
        start: new Date("2026-12-02T00:00:00Z"),
        end: new Date("2026-12-03T00:00:00Z"),
        pool: null,
      },
    ];
    expect(
      slotsOn("2026-12-02", "2026-11-20T10:00:00Z", {
        lawyers: [diary("Eleanor"), diary("Aisha")],
        blocks: closure,
      }),
    ).toEqual([]);
  });

  test("a lawyer's own hours apply inside the firm's: the tighter of the two", () => {
    const hours = {
      ...mondayToFridayHours("10:00", "19:00").consultations,
      tuesday: { opens: "08:00", closes: "12:00" },
    };
    const lawyers = [diary("Eleanor", { hours })];
    // Tuesday: her 08:00-12:00 inside the firm's 09:00-17:00 gives 09:00 to 11:30.
    const tuesday = slotsOn("2026-12-01", "2026-11-20T10:00:00Z", { lawyers });
    expect(tuesday[0]).toBe("2026-12-01T09:00:00.000Z");
    expect(tuesday.at(-1)).toBe("2026-12-01T11:30:00.000Z");
    // Wednesday: her 10:00-19:00 gives 10:00 to 16:30.
    const wednesday = slotsOn("2026-12-02", "2026-11-20T10:00:00Z", { lawyers });
    expect(wednesday[0]).toBe("2026-12-02T10:00:00.000Z");
    expect(wednesday.at(-1)).toBe("2026-12-02T16:30:00.000Z");
  });
});

describe("lawyersFreeAt", () => {
  const slot = { date: "2026-12-01", minute: 600, start: new Date("2026-12-01T10:00:00Z") };

  test("anyone means the free lawyer with the fewest bookings that week, ties broken by name", () => {
    const week = "2026-11-30";
    const lawyers = [
      diary("Zara", { weekLoad: new Map([[week, 1]]) }),
      diary("Aisha", { weekLoad: new Map([[week, 3]]) }),
      diary("Mark", { weekLoad: new Map([[week, 1]]) }),
      diary("Claire", { busy: new Set([slot.start.toISOString()]) }),
    ];
    expect(lawyersFreeAt(lawyers, slot).map((l) => l.name)).toEqual(["Mark", "Zara", "Aisha"]);
  });

  test("a Saturday request ignores everyone's hours but not their days away", () => {
    const saturday = { date: "2026-12-05", minute: 600, start: new Date("2026-12-05T10:00:00Z") };
    const hours = mondayToFridayHours("09:00", "17:00").consultations;
    const lawyers = [
      diary("Eleanor", { hours }),
      diary("Aisha", { hours, away: new Set(["2026-12-05"]) }),
    ];
    expect(lawyersFreeAt(lawyers, saturday)).toEqual([]);
    expect(lawyersFreeAt(lawyers, saturday, { ignoreHours: true }).map((l) => l.name)).toEqual([
      "Eleanor",
    ]);
  });

  test("a weekday the admin closed has no slots, and a shorter Friday ends earlier", () => {
    const seed = mondayToFridayHours("09:00", "17:00");
    const hours: OfficeHours = {
      ...seed,
      week: {
        ...seed.week,
        wednesday: { status: "closed" },
        friday: { status: "open", opens: "09:00", closes: "13:00" },
      },
      consultations: {
        ...seed.consultations,
        wednesday: null,
        friday: { opens: "09:00", closes: "13:00" },
      },
    };
    const extra = { hours: consultationWindows(hours, "remote"), pool: "remote" as const };
    expect(slotsOn("2026-12-02", "2026-11-20T10:00:00Z", extra)).toEqual([]); // Wednesday
    expect(slotsOn("2026-12-01", "2026-11-20T10:00:00Z", extra)).toHaveLength(16); // Tuesday
    const friday = slotsOn("2026-12-04", "2026-11-20T10:00:00Z", extra);
    expect(friday).toHaveLength(8);
    expect(friday.at(-1)).toBe("2026-12-04T12:30:00.000Z");
  });

  test("an office that keeps its own hours offers only the consultations it is open for", () => {
    const seed = mondayToFridayHours("09:00", "17:00");
    const hours: OfficeHours = {
      ...seed,
      officeWeeks: {
        "heaton-moor": {
          ...seed.week,
          monday: { status: "closed" },
          tuesday: { status: "open", opens: "10:15", closes: "15:00" },
        },
      },
    };
    const at = (pool: "bramhall" | "heaton-moor", date: string) =>
      slotsOn(date, "2026-11-20T10:00:00Z", { pool, hours: consultationWindows(hours, pool) });
    expect(at("heaton-moor", "2026-11-30")).toEqual([]); // Monday, closed there
    expect(at("bramhall", "2026-11-30")).toHaveLength(16); // the other office keeps the firm's
    const tuesday = at("heaton-moor", "2026-12-01");
    expect(tuesday[0]).toBe("2026-12-01T10:30:00.000Z");
    expect(tuesday.at(-1)).toBe("2026-12-01T14:30:00.000Z");
    expect(at("heaton-moor", "2026-12-02")).toHaveLength(16); // Wednesday, as the firm
  });

  test("a Sunday given consultation hours has slots like any other day", () => {
    const seed = mondayToFridayHours("09:00", "17:00");
    const hours = { ...seed.consultations, sunday: { opens: "10:00", closes: "12:00" } };
    expect(slotsOn("2026-11-29", "2026-11-20T10:00:00Z", { hours })).toEqual([
      "2026-11-29T10:00:00.000Z",
      "2026-11-29T10:30:00.000Z",
      "2026-11-29T11:00:00.000Z",
      "2026-11-29T11:30:00.000Z",
    ]);
  });
});
