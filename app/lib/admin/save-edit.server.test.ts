import { describe, expect, test } from "vitest";
import { submissionOf } from "~/lib/forms/form-action.server";
import { saveEdit } from "./save-edit.server";

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return submissionOf(form, "uncut");
}

type Result = { kind: "saved"; name: string } | { kind: "not-found" } | { kind: "stale" };

/** A save whose update answers `result`, recording the version it was asked to save over. */
function save(fields: Record<string, string>, result: Result, respond = false) {
  const versions: number[] = [];
  const answer = saveEdit({
    submission: post(fields),
    staleMessage: "Someone else saved it",
    read: async () =>
      respond
        ? { kind: "respond" as const, response: "shown again" }
        : { kind: "ok" as const, input: fields.name },
    update: async (version) => {
      versions.push(version);
      return result;
    },
    answer: (saved) => `saved ${saved.name}`,
  });
  return { answer, versions };
}

describe("saveEdit", () => {
  test("saves over the version the form was opened at and answers the saved result", async () => {
    const { answer, versions } = save({ version: "3", name: "Jo" }, { kind: "saved", name: "Jo" });
    expect(await answer).toBe("saved Jo");
    expect(versions).toEqual([3]);
  });

  test.each([
    ["without a version", {}],
    ["with a mangled version", { version: "three" }],
  ])("a post %s is answered like a concurrent save, and nothing is saved", async (_, fields) => {
    const { answer, versions } = save(fields, { kind: "saved", name: "Jo" });
    const shown = (await answer) as { init: { status: number }; data: { formError: string } };
    expect(shown.init.status).toBe(409);
    expect(shown.data.formError).toBe("Someone else saved it");
    expect(versions).toEqual([]);
  });

  test("the reader's own answer (a problem, a preview) is given back and nothing is saved", async () => {
    const { answer, versions } = save({ version: "1" }, { kind: "saved", name: "Jo" }, true);
    expect(await answer).toBe("shown again");
    expect(versions).toEqual([]);
  });

  test("a concurrent save is a 409 with the stale message", async () => {
    const { answer } = save({ version: "1", name: "Jo" }, { kind: "stale" });
    const shown = (await answer) as { init: { status: number }; data: { formError: string } };
    expect(shown.init.status).toBe(409);
    expect(shown.data.formError).toBe("Someone else saved it");
  });

  test("a record that has gone is the 404 page", async () => {
    const { answer } = save({ version: "1", name: "Jo" }, { kind: "not-found" });
    await expect(answer).rejects.toMatchObject({ init: { status: 404 } });
  });
});
