import { describe, expect, test } from "vitest";
import { defaultFirmFacts, type OfficeHours } from "~/shared/firm/facts";
import { officeHoursSchema } from "~/shared/firm/settings-schemas";
import { fieldOfIssue, hoursFieldOrder, hoursFormValues, hoursFromFields } from "./hours-form";

const seed = defaultFirmFacts.hours;

describe("the office hours form", () => {
  test("the seed's values read back as the seed", () => {
    expect(officeHoursSchema.parse(hoursFromFields(hoursFormValues(seed)))).toEqual(seed);
  });

  test("an office's own week counts only while its box is ticked", () => {
    const own: OfficeHours = {
      ...seed,
      officeWeeks: { "heaton-moor": { ...seed.week, monday: { status: "closed" } } },
    };
    const values = hoursFormValues(own);
    expect(values["own-heaton-moor"]).toBe("yes");
    expect(values["own-bramhall"]).toBe("");
    expect(officeHoursSchema.parse(hoursFromFields(values))).toEqual(own);
    expect(officeHoursSchema.parse(hoursFromFields({ ...values, "own-heaton-moor": "" }))).toEqual(
      seed,
    );
  });

  test("empty consultation times mean no consultations that day", () => {
    const values = {
      ...hoursFormValues(seed),
      "consult-monday-opens": "",
      "consult-monday-closes": "",
    };
    const hours = officeHoursSchema.parse(hoursFromFields(values));
    expect(hours.consultations.monday).toBeNull();
  });

  test("each problem lands on its field with a message saying what to do", () => {
    const fields = {
      "week-tuesday-opens": "",
      "consult-monday-closes": "",
      "bramhall-friday-closes": "08:00",
    };
    expect(
      fieldOfIssue(["week", "tuesday", "opens"], "Enter a time such as 09:00", fields),
    ).toEqual(["week-tuesday-opens", "Enter the time Tuesday opens"]);
    expect(fieldOfIssue(["consultations", "monday", "closes"], "x", fields)).toEqual([
      "consult-monday-closes",
      "Enter both consultation times for Monday, or leave both empty for none",
    ]);
    expect(
      fieldOfIssue(
        ["officeWeeks", "bramhall", "friday", "closes"],
        "Friday must close after it opens",
        fields,
        [{ id: "bramhall", name: "Bramhall office" }],
      ),
    ).toEqual(["bramhall-friday-closes", "Bramhall office: Friday must close after it opens"]);
    expect(fieldOfIssue(["week", "monday", "status"], "Invalid input", {})).toEqual([
      "week-monday-status",
      "Choose open, by appointment or closed for Monday",
    ]);
    expect(fieldOfIssue(["nonsense"], "x", {})).toBeUndefined();
  });

  test("the error summary's order names every field the form draws", () => {
    expect(new Set(hoursFieldOrder)).toEqual(new Set([...Object.keys(hoursFormValues(seed))]));
  });
});
