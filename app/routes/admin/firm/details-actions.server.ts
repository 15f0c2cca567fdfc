import { type AdminAnswer, type AdminPost, runIntent } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { parseSubmission, showFormAgain } from "~/lib/forms/form-action.server";
import type { FirmDetails } from "~/shared/firm/facts";
import { firmDetailsForm } from "~/shared/schemas/firm-details-form";
import { z } from "~/shared/zod";

export const savedBySomeoneElse =
  "Another administrator saved the firm's details since you opened this page, so nothing was saved. Your changes are still in the form: open the page again to see theirs, then make yours again.";

/** A preview: the footer drawn from what was typed, and the form as it was posted. */
type Previewed = { ok: true; preview: FirmDetails; values: Record<string, string> };

/** 0 is a real version here: nothing saved yet, the sample values in force. */
const versionField = z.coerce.number().int().min(0);

/**
 * The firm details form: "preview" draws the footer from what was typed and saves nothing;
 * "save" saves it over the version the form was opened at. Either way, input that does not
 * parse is shown again with each field's message.
 */
export async function runFirmDetailsAction({ context, actor, submission }: AdminPost) {
  const { firmDetails } = context.services;
  const current = await firmDetails.load();
  const read = () => parseSubmission(submission, firmDetailsForm(current.details));
  return runIntent<Previewed | AdminAnswer>(
    submission,
    {
      async preview() {
        const parsed = read();
        if (!parsed.success) return parsed.response;
        const previewed: Previewed = { ok: true, preview: parsed.data, values: submission.shown };
        return previewed;
      },
      async save() {
        const parsed = read();
        if (!parsed.success) return parsed.response;
        const version = versionField.safeParse(submission.form.get("version"));
        const result = version.success
          ? await firmDetails.save(actor, version.data, parsed.data)
          : ({ ok: false } as const);
        if (!result.ok) {
          return showFormAgain(submission, { formError: savedBySomeoneElse, status: 409 });
        }
        return redirectWithNotice(
          "/admin/firm",
          "Saved: every page and e-mail now shows these details",
        );
      },
    },
    "Choose Save or Preview and try again",
  );
}
