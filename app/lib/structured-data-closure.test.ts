import { describe, expect, test } from "vitest";
import { closureNotice } from "~/shared/firm/closure-text";
import { defaultFirmFacts } from "~/shared/firm/facts";
import { atLondonTime, londonMidnight } from "~/shared/time/london-instant";
import { legalServices } from "./structured-data";

const siteUrl = "https://www.example.com";
const now = atLondonTime("2026-12-01", "10:00");
const special = (closure: ReturnType<typeof closureNotice>) =>
  legalServices(siteUrl, defaultFirmFacts, closure).map(
    (office) => office.specialOpeningHoursSpecification,
  );

describe("an announced closure in each office's LegalService", () => {
  test("its whole London days are closed (00:00 to 00:00), the exclusive end left out", () => {
    const christmas = closureNotice(
      {
        startsAt: londonMidnight("2026-12-24").toISOString(),
        endsAt: londonMidnight("2027-01-02").toISOString(),
        reason: "Christmas and New Year",
      },
      now,
    );
    const closed = {
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-12-24",
      validThrough: "2027-01-01",
    };
    expect(special(christmas)).toEqual([[closed], [closed]]);
  });

  test("nothing when no closure is announced, or it closes no whole day", () => {
    expect(special(null)).toEqual([undefined, undefined]);
    const afternoon = closureNotice(
      {
        startsAt: atLondonTime("2026-12-24", "13:00").toISOString(),
        endsAt: atLondonTime("2026-12-24", "17:00").toISOString(),
        reason: "Staff party",
      },
      now,
    );
    expect(afternoon).not.toBeNull();
    expect(special(afternoon)).toEqual([undefined, undefined]);
  });
});
