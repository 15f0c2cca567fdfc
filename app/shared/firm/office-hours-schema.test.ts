import { describe, expect, test } from "vitest";
import { defaultFirmFacts, type OfficeHours } from "~/shared/firm/facts";
import { officeHoursSchema } from "./settings-schemas";

const seed = defaultFirmFacts.hours;

/** The messages the schema gives, by the path of the field they belong to. */
function problems(value: unknown): Record<string, string> {
  const parsed = officeHoursSchema.safeParse(value);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("officeHoursSchema", () => {
  test("the seed is valid, and an office's own week is kept", () => {
    expect(officeHoursSchema.parse(seed)).toEqual(seed);
    const own: OfficeHours = {
      ...seed,
      officeWeeks: { bramhall: { ...seed.week, monday: { status: "closed" } } },
    };
    expect(officeHoursSchema.parse(own)).toEqual(own);
  });

  test("a day must close after it opens", () => {
    expect(
      problems({
        ...seed,
        week: { ...seed.week, friday: { status: "open", opens: "13:00", closes: "09:00" } },
      }),
    ).toMatchObject({ "week.friday.closes": "Friday must close after it opens" });
  });

  test("at least one day open, for the firm and for an office with its own hours", () => {
    const shut = Object.fromEntries(Object.keys(seed.week).map((d) => [d, { status: "closed" }]));
    const errors = problems({
      ...seed,
      week: shut,
      officeWeeks: { "heaton-moor": shut },
    });
    expect(errors["week.monday.status"]).toBe("The firm must be open on at least one day");
    expect(errors["officeWeeks.heaton-moor.monday.status"]).toBe(
      "An office must be open on at least one day",
    );
  });

  test("consultation times are on the half hour and inside the day's opening hours", () => {
    const errors = problems({
      ...seed,
      consultations: {
        ...seed.consultations,
        monday: { opens: "09:15", closes: "17:00" },
        tuesday: { opens: "08:00", closes: "17:00" },
        sunday: { opens: "10:00", closes: "12:00" },
        saturday: { opens: "10:00", closes: "12:00" },
        wednesday: { opens: "10:00", closes: "10:00" },
      },
    });
    expect(errors).toEqual({
      "consultations.monday.opens": "Enter a time on the hour or half hour, such as 09:30",
      "consultations.tuesday.opens":
        "Consultations on Tuesday must fall within its opening hours, 9:00 AM to 5:00 PM",
      "consultations.sunday.opens":
        "The firm is closed on Sunday: leave its consultation times empty, or open the day",
      "consultations.saturday.opens":
        "Saturday is by appointment, so nobody books a time: leave its consultation times empty, or make it an open day",
      "consultations.wednesday.closes":
        "Consultations on Wednesday must end at least half an hour after they start",
    });
  });

  test("a time that is not a time is refused with an example", () => {
    expect(
      problems({
        ...seed,
        week: { ...seed.week, monday: { status: "open", opens: "9am", closes: "17:00" } },
      }),
    ).toMatchObject({ "week.monday.opens": "Enter a time such as 09:00" });
  });

  test("the Saturday afternoon request starts after the morning one", () => {
    expect(
      problems({ ...seed, saturdayRequests: { morning: "14:00", afternoon: "10:00" } }),
    ).toEqual({
      "saturdayRequests.afternoon": "The afternoon start must be later than the morning start",
    });
  });

  test("the old shape (weekdays and Saturday requests only) is not taken as hours", () => {
    expect(
      officeHoursSchema.safeParse({
        weekdays: { opens: "09:00", closes: "17:00" },
        saturdayRequests: { morning: "10:00", afternoon: "14:00" },
      }).success,
    ).toBe(false);
  });
});
