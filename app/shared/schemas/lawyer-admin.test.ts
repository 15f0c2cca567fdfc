import { describe, expect, test } from "vitest";
import { officeHours } from "~/shared/firm/facts";
import { parseFields } from "~/shared/forms/parse-fields";
import { daysAwaySchema, lawyerSettingsSchema } from "./lawyer-admin";

const schema = lawyerSettingsSchema(officeHours.consultations);
const base = { takesConsultations: "yes", meetingTypes: ["video", "phone"], hoursMode: "firm" };

describe("lawyer settings", () => {
  test("the firm's hours: null; meeting types in the site's order; an empty room is null", () => {
    const parsed = parseFields(schema, { ...base, videoRoomUrl: "" });
    expect(parsed).toEqual({
      ok: true,
      data: {
        takesConsultations: true,
        meetingTypes: ["phone", "video"],
        consultationHours: null,
        videoRoomUrl: null,
      },
    });
  });

  test("own hours: a day with both times empty takes no consultations", () => {
    const parsed = parseFields(schema, {
      ...base,
      hoursMode: "own",
      "friday-opens": "09:00",
      "friday-closes": "17:00",
    });
    expect(parsed.ok && parsed.data.consultationHours).toMatchObject({
      monday: null,
      friday: { opens: "09:00", closes: "17:00" },
    });
  });

  test("a bad room and bad hours are both reported at once", () => {
    const parsed = parseFields(schema, {
      ...base,
      hoursMode: "own",
      videoRoomUrl: "ftp://x",
      "monday-opens": "08:00",
      "monday-closes": "10:00",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.videoRoomUrl).toContain("https://");
    expect(parsed.errors["monday-opens"]).toBe(
      "Monday must fall within the firm's consultation hours, 9:00 AM to 5:00 PM",
    );
  });
});

describe("days away", () => {
  const parse = (fields: Record<string, string>) =>
    parseFields(daysAwaySchema("2026-11-27"), fields);
  test.each([
    [{ startsOn: "2026-11-27" }, { startsOn: "2026-11-27", endsOn: "2026-11-27", note: "" }],
    [
      { startsOn: "2026-12-01", endsOn: "2027-11-30", note: " Leave " },
      { startsOn: "2026-12-01", endsOn: "2027-11-30", note: "Leave" },
    ],
  ])("%j is fine", (fields, data) => {
    expect(parse(fields)).toEqual({ ok: true, data });
  });
  test.each([
    [{ startsOn: "2026-11-26" }, "startsOn"],
    [{ startsOn: "2026-12-01", endsOn: "2026-11-30" }, "endsOn"],
    [{ startsOn: "2026-12-01", endsOn: "2027-12-01" }, "endsOn"],
    [{ startsOn: "2026-12-01", endsOn: "soon" }, "endsOn"],
  ])("%j is refused on %s", (fields, field) => {
    const parsed = parse(fields);
    expect(parsed.ok ? [] : Object.keys(parsed.errors)).toEqual([field]);
  });
});
