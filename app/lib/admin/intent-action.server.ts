import type { AppLoadContext } from "react-router";
import {
  parseSubmission,
  readSubmission,
  type Submission,
  showFormAgain,
  textOf,
} from "~/lib/forms/form-action.server";
import type { PublicUser } from "~/lib/schemas/auth";
import type { z } from "~/lib/zod";

/** What an admin form's action answers: a redirect with a notice, or the form shown again. */
export type AdminAnswer = Response | ReturnType<typeof showFormAgain>;

/**
 * Runs the handler named by the post's hidden `intent`. A screen with several small forms
 * (a note, a status, an assignment) posts them all to one action; an intent the screen does
 * not offer is shown again with `unknownIntent` as the form's problem, never run.
 */
export async function runIntent(
  submission: Submission,
  handlers: Readonly<Record<string, () => Promise<AdminAnswer>>>,
  unknownIntent: string,
): Promise<AdminAnswer> {
  const intent = textOf(submission, "intent");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return showFormAgain(submission, { formError: unknownIntent });
  return handler();
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
