import { describe, expect, it } from "vitest";
import { notFound } from "./not-found";

describe("notFound", () => {
  it("throws a 404 the route boundaries render as the not-found page", () => {
    let thrown: unknown;
    try {
      notFound();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  // That it is the only way a route throws a 404 is held by lint/not-found.grit.
});
