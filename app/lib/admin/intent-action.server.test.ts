import { describe, expect, test } from "vitest";
import { submissionOf } from "~/lib/forms/form-action.server";
import { runIntent } from "./intent-action.server";

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return submissionOf(form, "uncut");
}

const handlers = {
  note: async () => new Response("note"),
  status: async () => new Response("status"),
};

describe("runIntent", () => {
  test("runs the handler the post names, and only that one", async () => {
    const answer = await runIntent(post({ intent: "status" }), handlers, "Choose");
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).text()).toBe("status");
  });

  test("an intent the screen does not offer is a 400 with the message and the values kept", async () => {
    const answer = await runIntent(post({ intent: "delete", body: "kept" }), handlers, "Choose");
    expect(answer).not.toBeInstanceOf(Response);
    const shown = answer as Exclude<typeof answer, Response>;
    expect(shown.init?.status).toBe(400);
    expect(shown.data).toMatchObject({
      ok: false,
      formError: "Choose",
      values: { intent: "delete", body: "kept" },
    });
  });

  test("names inherited by every object are not handlers", async () => {
    for (const intent of ["toString", "constructor", "__proto__", ""]) {
      const answer = await runIntent(post({ intent }), handlers, "Choose");
      expect(answer).not.toBeInstanceOf(Response);
    }
  });
});
