import { type Submission, showFormAgain } from "~/lib/forms/form-action.server";
import { notFound } from "~/lib/not-found";
import { loadedVersion } from "./content-submission.server";

/** The results every versioned update can give besides its own: gone, or saved by someone else. */
type Unsaved = { kind: "not-found" } | { kind: "stale" };

/** What an editor says when another person saved the record first: `what` is "this team member". */
export function savedBySomeoneElse(what: string): string {
  return `Someone else saved ${what} since you opened the page. Reload to see their changes.`;
}

/**
 * An editor's save, the same for a team member, an accreditation and a review score: the
 * version the form was opened at, the form read by its own reader, then the service's update.
 * A missing or mangled version and a concurrent save both show the form again (409) with
 * `staleMessage`; a record that has gone is the 404 page; `answer` gives every other result
 * (saved, or a refusal of the service's own, such as an address already taken).
 */
export async function saveEdit<
  Read extends { kind: "ok" },
  Respond,
  Result extends { kind: string },
  Answer,
>({
  submission,
  staleMessage,
  read,
  update,
  answer,
}: {
  submission: Submission;
  staleMessage: string;
  /** The form's own reader: the answer to give back (a problem, a preview), or input to save. */
  read: () => Promise<{ kind: "respond"; response: Respond } | Read>;
  update: (version: number, read: Read) => Promise<Result>;
  answer: (result: Exclude<Result, Unsaved>) => Answer;
}): Promise<Respond | Answer | ReturnType<typeof showFormAgain>> {
  const stale = () => showFormAgain(submission, { formError: staleMessage, status: 409 });
  const version = loadedVersion(submission);
  if (version === undefined) return stale();
  const input = await read();
  if (input.kind === "respond") return (input as { response: Respond }).response;
  const result = await update(version, input as Read);
  if (result.kind === "not-found") notFound();
  if (result.kind === "stale") return stale();
  // Neither of the two results handled above: TypeScript cannot narrow a generic union itself.
  return answer(result as Exclude<Result, Unsaved>);
}
