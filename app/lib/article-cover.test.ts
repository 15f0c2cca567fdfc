import { describe, expect, test } from "vitest";
import { serviceIllustrations } from "~/content/illustrations";
import { articleCoverFor } from "./article-cover";

describe("articleCoverFor", () => {
  test("an uploaded cover is shown as the photo, with its description", () => {
    expect(
      articleCoverFor(
        { id: "img-1", width: 1280, height: 720, alt: "Keys on a table" },
        "conveyancing",
      ),
    ).toEqual({
      kind: "photo",
      image: { id: "img-1", width: 1280, height: 720, purpose: "cover" },
      alt: "Keys on a table",
    });
  });

  test("without a cover, the practice area's drawing stands in", () => {
    expect(articleCoverFor(null, "family-law")).toEqual({
      kind: "drawing",
      image: serviceIllustrations["family-law"],
    });
  });

  test("a practice area with no drawing (an old or unknown slug) gets no picture rather than a broken one", () => {
    expect(articleCoverFor(null, "no-such-area")).toBeNull();
  });
});
