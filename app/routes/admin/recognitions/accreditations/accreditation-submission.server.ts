import type { AppLoadContext } from "react-router";
import { fileNotKept, type PictureChange } from "~/lib/admin/content-submission.server";
import { checkImageUpload } from "~/lib/admin/image-upload.server";
import type { UploadSubmission } from "~/lib/admin/upload-form.server";
import { showFormAgain, textOf } from "~/lib/forms/form-action.server";
import { parseFields } from "~/shared/forms/parse-fields";
import { accreditationFields } from "~/shared/schemas/recognitions";
import { todayInLondon } from "~/shared/time/london-clock";
import type { z } from "~/shared/zod";

type AccreditationSubmission =
  | { kind: "respond"; response: ReturnType<typeof showFormAgain> }
  | {
      kind: "ok";
      input: z.output<ReturnType<typeof accreditationFields>>;
      logo: PictureChange;
    };

/**
 * Reads the accreditation form (new and edit): its fields and the logo upload, judged by its
 * content. Either the form to show again (400, with every problem) or input ready to save.
 */
export async function readAccreditationSubmission(
  context: AppLoadContext,
  { submission, file }: UploadSubmission,
): Promise<AccreditationSubmission> {
  const parsed = parseFields(
    accreditationFields(todayInLondon(context.clock.now())),
    submission.fields,
  );
  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.errors };
  const upload = await checkImageUpload(context.services.content.images, file, "logo");
  if (upload.kind === "refused") errors.logo = upload.message;
  if (!parsed.ok || Object.keys(errors).length > 0) {
    if (upload.kind === "ok") errors.logo = fileNotKept;
    return { kind: "respond", response: showFormAgain(submission, { errors }) };
  }
  const logo: PictureChange =
    upload.kind === "ok"
      ? { kind: "replace", image: upload.image }
      : textOf(submission, "removeLogo") === "yes"
        ? { kind: "remove" }
        : { kind: "keep" };
  return { kind: "ok", input: parsed.data, logo };
}
