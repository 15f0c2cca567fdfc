import { describe, expect, test } from "vitest";
import { defaultFirmFacts, mondayToFridayHours } from "~/shared/firm/facts";
import { fillFirmTokens } from "./firm-tokens";

const earlier = {
  ...defaultFirmFacts,
  hours: mondayToFridayHours("08:30", "16:00"),
};

describe("fillFirmTokens", () => {
  test("the hours tokens say the office hours of the facts given", () => {
    expect(fillFirmTokens("We are open {weekdayHours}.", defaultFirmFacts)).toBe(
      "We are open Monday to Friday, 9:00 AM to 5:00 PM.",
    );
    expect(fillFirmTokens("Call between {opens} and {closes}.", earlier)).toBe(
      "Call between 8:30 AM and 4:00 PM.",
    );
  });

  test("fills strings at any depth and leaves everything else as it was", () => {
    const page = {
      lead: "Open {weekdayHours}",
      sections: [{ heading: "Visit", body: "From {opens}", order: 2 }],
      updated: null,
      other: "/locations/{area}",
    };
    expect(fillFirmTokens(page, earlier)).toEqual({
      lead: "Open Monday to Friday, 8:30 AM to 4:00 PM",
      sections: [{ heading: "Visit", body: "From 8:30 AM", order: 2 }],
      updated: null,
      other: "/locations/{area}",
    });
  });

  test("the contact and disclosure tokens say what the facts say, and a VAT number not entered says nothing", () => {
    const facts = { ...defaultFirmFacts, phone: "0161 496 0123", vatNumber: null };
    expect(fillFirmTokens("Call {phone} or e-mail {email}. SRA {sraNumber}.", facts)).toBe(
      "Call 0161 496 0123 or e-mail enquiries@example.com. SRA 558160.",
    );
    expect(fillFirmTokens("{vatStatement}", facts)).toBe("");
    expect(fillFirmTokens("{vatStatement}", defaultFirmFacts)).toBe("VAT number GB 000 0000 00.");
    expect(fillFirmTokens("{officeList}", facts)).toBe(
      "- **Bramhall office:** Carrow House, 9 Thornfield Parade, Bramhall, Stockport SK7 1QZ\n- **Heaton Moor office:** 2 Elmwood Chambers, Moorside Walk, Heaton Moor, Stockport SK4 4QX",
    );
  });
});

describe("{byAppointment}", () => {
  test("names the days by appointment, and is empty once there are none", () => {
    const seed = defaultFirmFacts.hours;
    expect(fillFirmTokens("Open {weekdayHours}{byAppointment}.", defaultFirmFacts)).toBe(
      "Open Monday to Friday, 9:00 AM to 5:00 PM, and on Saturdays by appointment.",
    );
    const closed = {
      ...defaultFirmFacts,
      hours: { ...seed, week: { ...seed.week, saturday: { status: "closed" as const } } },
    };
    expect(fillFirmTokens("Open {weekdayHours}{byAppointment}.", closed)).toBe(
      "Open Monday to Friday, 9:00 AM to 5:00 PM.",
    );
    const weekend = {
      ...defaultFirmFacts,
      hours: { ...seed, week: { ...seed.week, sunday: { status: "appointment" as const } } },
    };
    expect(fillFirmTokens("{byAppointment}", weekend)).toBe(
      ", and on Saturdays and Sundays by appointment",
    );
  });
});
