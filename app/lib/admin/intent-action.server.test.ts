import { describe, expect, test } from "vitest";
import { submissionOf } from "~/lib/forms/form-action.server";
import { z } from "~/shared/zod";
import { runIntent, withFields } from "./intent-action.server";

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

  test("with a function for the unknown intent, that function answers and no handler runs", async () => {
    const refused = new Response("no such form", { status: 404 });
    const answer = runIntent(post({ intent: "delete" }), handlers, () => {
      throw refused;
    });
    await expect(answer).rejects.toBe(refused);
  });

  test("names inherited by every object are not handlers", async () => {
    for (const intent of ["toString", "constructor", "__proto__", ""]) {
      const answer = await runIntent(post({ intent }), handlers, "Choose");
      expect(answer).not.toBeInstanceOf(Response);
    }
  });
});

describe("withFields", () => {
  const schema = z.object({ body: z.string().trim().min(1, "Enter the note") });

  test("runs with the parsed fields when the post parses", async () => {
    const seen: unknown[] = [];
    const handler = withFields(post({ body: "  hello " }), schema, async (fields) => {
      seen.push(fields);
      return new Response("done");
    });
    expect(await ((await handler()) as Response).text()).toBe("done");
    expect(seen).toEqual([{ body: "hello" }]);
  });

  test("never runs when it does not: the form comes back with the field's message", async () => {
    let ran = false;
    const handler = withFields(post({ body: " ", intent: "note" }), schema, async () => {
      ran = true;
      return new Response("done");
    });
    const answer = await handler();
    expect(ran).toBe(false);
    const shown = answer as Exclude<typeof answer, Response>;
    expect(shown.init?.status).toBe(400);
    expect(shown.data).toMatchObject({
      errors: { body: "Enter the note" },
      values: { body: " ", intent: "note" },
    });
  });
});
