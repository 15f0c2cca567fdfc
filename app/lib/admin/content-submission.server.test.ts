import { describe, expect, test } from "vitest";
import { submissionOf } from "~/lib/forms/form-action.server";
import { z } from "~/shared/zod";
import {
  type ContentForm,
  fileNotKept,
  loadedVersion,
  readContentSubmission,
} from "./content-submission.server";
import type { ImageProcessor } from "./image-upload.server";
import type { UploadedFile } from "./upload-form.server";

const schema = z.object({
  name: z.string().trim().min(1, "Enter a name"),
  slug: z.string(),
  bio: z.string(),
  removePhoto: z.literal("yes").optional(),
});

const form: ContentForm<z.output<typeof schema>> = {
  schema,
  previewField: "bio",
  picture: { field: "photo", purpose: "portrait", removeField: "removePhoto" },
  slugOf: (fields) => fields.slug || fields.name.toLowerCase().replace(/[^a-z]+/g, ""),
  noSlugMessage: "Enter an address",
  async check(fields) {
    const errors: Record<string, string> = {};
    if (fields.name === "Taken") errors.name = "Someone has that name";
    return errors;
  },
};

/** Every upload is an image, or none is. */
const images = (ok: boolean): ImageProcessor => ({
  process: async () =>
    ok ? { kind: "ok", width: 480, height: 480, variants: [] } : { kind: "not-an-image" },
});

function post(fields: Record<string, string>, file?: UploadedFile) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return { submission: submissionOf(data, "uncut"), file };
}

const photo: UploadedFile = {
  field: "photo",
  filename: "me.jpg",
  bytes: Buffer.from("x"),
  tooLarge: false,
};
const fields = { name: "Jo", slug: "", bio: "**Hello**" };

/** The form problem a "respond" answer carries, or undefined. */
async function problemOf(read: ReturnType<typeof readContentSubmission>) {
  const answer = await read;
  if (answer.kind !== "respond") return undefined;
  return { status: answer.response.init?.status ?? 200, data: answer.response.data };
}

describe("readContentSubmission", () => {
  test("Preview renders the Markdown field, keeps every value and stores nothing", async () => {
    const shown = await problemOf(
      readContentSubmission(images(true), post({ ...fields, intent: "preview" }, photo), form),
    );
    expect(shown?.status).toBe(200);
    expect(shown?.data).toMatchObject({ ok: true, values: { name: "Jo", bio: "**Hello**" } });
    expect(JSON.stringify(shown?.data)).toContain("<strong>Hello</strong>");
  });

  test("a good post gives the fields, the address made for it and the picture's fate", async () => {
    const keep = await readContentSubmission(images(true), post(fields), form);
    expect(keep).toMatchObject({ kind: "ok", slug: "jo", picture: { kind: "keep" } });
    const remove = await readContentSubmission(
      images(true),
      post({ ...fields, slug: "jo-b", removePhoto: "yes" }),
      form,
    );
    expect(remove).toMatchObject({ kind: "ok", slug: "jo-b", picture: { kind: "remove" } });
    const replace = await readContentSubmission(images(true), post(fields, photo), form);
    expect(replace).toMatchObject({ kind: "ok", picture: { kind: "replace" } });
  });

  test("no address to be had, and the form's own checks, are field messages (400)", async () => {
    const noSlug = await problemOf(
      readContentSubmission(images(true), post({ ...fields, name: "!!" }), form),
    );
    expect(noSlug).toMatchObject({ status: 400, data: { errors: { slug: "Enter an address" } } });
    const taken = await problemOf(
      readContentSubmission(images(true), post({ ...fields, name: "Taken" }), form),
    );
    expect(taken?.data).toMatchObject({ errors: { name: "Someone has that name" } });
  });

  test("a file that is not an image is refused beside its field; the typed values are kept", async () => {
    const shown = await problemOf(readContentSubmission(images(false), post(fields, photo), form));
    expect(shown).toMatchObject({
      status: 400,
      data: { errors: { photo: "The file must be a JPEG, PNG, WebP or AVIF image" } },
    });
    expect(shown?.data).toMatchObject({ values: { name: "Jo", bio: "**Hello**" } });
  });

  test("a good image sent with a problem elsewhere must be chosen again (files are not kept)", async () => {
    const shown = await problemOf(
      readContentSubmission(images(true), post({ ...fields, name: "" }, photo), form),
    );
    expect(shown?.data).toMatchObject({
      errors: { name: "Enter a name", photo: fileNotKept },
    });
  });
});

describe("loadedVersion", () => {
  test("the posted version as a number; missing or mangled is undefined", () => {
    expect(loadedVersion(post({ version: "3" }).submission)).toBe(3);
    expect(loadedVersion(post({}).submission)).toBeUndefined();
    expect(loadedVersion(post({ version: "0" }).submission)).toBeUndefined();
    expect(loadedVersion(post({ version: "two" }).submission)).toBeUndefined();
  });
});
