import { describe, expect, test } from "vitest";
import { detailRules } from "~/shared/firm/detail-fields";
import { officeHours } from "~/shared/firm/facts";
import { parseFields } from "~/shared/forms/parse-fields";
import { enquirySchema } from "~/shared/schemas/enquiry";
import { lawyerSettingsSchema } from "~/shared/schemas/lawyer-admin";
import { personName } from "~/shared/schemas/person";
import { hasHiddenCharacters, withoutHiddenCharacters } from "./hidden-characters";

const injected = [
  ["a CR/LF", "\r\nBcc: someone@example.com"],
  ["a tab", "\tx"],
  ["a C1 control", "\u0085x"],
  ["a right-to-left override", "\u202eelaH"],
  ["an isolate", "\u2066x\u2069"],
] as const;

describe("one line of text holds no line breaks or hidden formatting characters", () => {
  test.each(injected)("the firm's name, address and registered name refuse %s", (_what, bad) => {
    for (const [field, good] of [
      ["name", "Carrow & Hale Solicitors LLP"],
      ["registeredName", "Carrow & Hale Solicitors LLP"],
      ["streetAddress", "14 Bramhall Lane South"],
      ["insurer", "Example Indemnity plc"],
    ] as const) {
      expect(detailRules[field].safeParse(good).success, field).toBe(true);
      expect(detailRules[field].safeParse(`Carrow${bad} Hale`).success, field).toBe(false);
    }
  });

  test.each(injected)("a person's name refuses %s", (_what, bad) => {
    expect(personName().safeParse(`Sam${bad} Example`).success).toBe(false);
  });

  test("a video room address with a line break is refused, not quietly joined up", () => {
    const schema = lawyerSettingsSchema(officeHours.consultations);
    const base = { takesConsultations: "yes", meetingTypes: ["video"], hoursMode: "firm" };
    const bad = parseFields(schema, {
      ...base,
      videoRoomUrl: "https://meet.example.com/room\r\nSubject: <b>changed</b>",
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.videoRoomUrl).toMatch(/must be one line/);
    // What is stored is the parser's own form of the address.
    const good = parseFields(schema, {
      ...base,
      videoRoomUrl: "https://Meet.Example.com/our room",
    });
    expect(good.ok && good.data.videoRoomUrl).toBe("https://meet.example.com/our%20room");
  });

  test("the map link is stored in the parser's form and refuses a line break", () => {
    expect(detailRules.mapUrl.parse("https://Maps.Example.com/?q=SK7 1QZ")).toBe(
      "https://maps.example.com/?q=SK7%201QZ",
    );
    expect(detailRules.mapUrl.safeParse("https://maps.example.com/\n?q=x").success).toBe(false);
  });

  test("a message of several lines keeps its line breaks", () => {
    const parsed = enquirySchema.safeParse({
      name: "Sam Example",
      email: "sam@example.com",
      practiceArea: "conveyancing",
      message: "First line.\r\nSecond line.",
      replyBy: "email",
    });
    expect(parsed.success).toBe(true);
  });

  test("cleaning removes exactly those characters", () => {
    expect(hasHiddenCharacters("Carrow & Hale — Solicitors")).toBe(false);
    expect(withoutHiddenCharacters("Carrow\r\n\u202e & Hale\u0085")).toBe("Carrow & Hale");
  });
});
