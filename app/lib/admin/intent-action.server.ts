import type { AppLoadContext } from "react-router";
import {
  parseSubmission,
  readSubmission,
  type Submission,
  showFormAgain,
  textOf,
} from "~/lib/forms/form-action.server";
import type { PublicUser } from "~/shared/schemas/auth";
import type { z } from "~/shared/zod";

/** What an admin form's action answers: a redirect with a notice, or the form shown again. */
export type AdminAnswer = Response | ReturnType<typeof showFormAgain>;

/**
 * The one dispatcher for a page of small forms posting to one action (admin screens, the
 * account page, the team and recognition lists): it runs the handler named by the post's
 * hidden `intent`. An intent the page does not offer is never run: with a message, the form is
 * shown again with it as the form's problem; with a function (a 404 or a thrown 400), that
 * function answers instead.
 */
export async function runIntent<Answer>(
  submission: Submission,
  handlers: Readonly<Record<string, () => Promise<Answer>>>,
  unknownIntent: string | (() => never),
): Promise<Answer | ReturnType<typeof showFormAgain>> {
  const intent = textOf(submission, "intent");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (handler) return handler();
  if (typeof unknownIntent === "function") return unknownIntent();
  return showFormAgain(submission, { formError: unknownIntent });
}

/**
 * A handler for a form with fields: the post is parsed with the form's schema first (shown
 * again with each field's message when it does not parse), then `run` gets the typed fields.
 */
export function withFields<S extends z.ZodType>(
  submission: Submission,
  schema: S,
  run: (fields: z.output<S>) => Promise<AdminAnswer>,
): () => Promise<AdminAnswer> {
  return async () => {
    const parsed = parseSubmission(submission, schema);
    return parsed.success ? run(parsed.data) : parsed.response;
  };
}

/** An admin form's post: who sent it, what they sent, and the services to act with. */
export interface AdminPost {
  context: AppLoadContext;
  user: PublicUser;
  /** The user as the services record who made a change. */
  actor: { id: string; name: string };
  submission: Submission;
}

/**
 * Reads an admin form's post, after the route has checked the user's role (so nobody else's
 * body is ever read). Staff text is never cut when shown again ("uncut").
 */
export async function readAdminPost(
  request: Request,
  context: AppLoadContext,
  user: PublicUser,
): Promise<AdminPost> {
  const submission = await readSubmission(request, "uncut");
  return { context, user, actor: { id: user.id, name: user.name }, submission };
}
