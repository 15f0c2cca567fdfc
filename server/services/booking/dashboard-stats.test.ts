import { describe, expect, test } from "vitest";
import { countByWeek } from "./dashboard-stats";

describe("countByWeek", () => {
  test("twelve Mondays, oldest first, counted by London week and practice area", () => {
    const result = countByWeek(
      [
        // Sunday 23:30 in London during summer time is Sunday, not Monday, though UTC says 22:30.
        { createdAt: new Date("2026-10-18T22:30:00Z"), practiceArea: "family-law" },
        // 00:30 on Monday in London (BST) is 23:30 on Sunday in UTC: it belongs to the new week.
        { createdAt: new Date("2026-10-18T23:30:00Z"), practiceArea: "family-law" },
        { createdAt: new Date("2026-11-23T10:00:00Z"), practiceArea: "conveyancing" },
        { createdAt: new Date("2026-11-24T10:00:00Z"), practiceArea: "conveyancing" },
        // Older than the twelve weeks: left out.
        { createdAt: new Date("2026-08-01T10:00:00Z"), practiceArea: "criminal-law" },
      ],
      "2026-11-23",
    );
    expect(result.weeks).toHaveLength(12);
    expect(result.weeks[0]).toBe("2026-09-07");
    expect(result.weeks[11]).toBe("2026-11-23");
    const oct12 = result.weeks.indexOf("2026-10-12");
    const oct19 = result.weeks.indexOf("2026-10-19");
    expect(result.byArea["family-law"]?.[oct12]).toBe(1);
    expect(result.byArea["family-law"]?.[oct19]).toBe(1);
    expect(result.byArea.conveyancing?.[11]).toBe(2);
    expect(result.byArea["criminal-law"]).toBeUndefined();
  });
});
