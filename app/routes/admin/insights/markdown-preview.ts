import { data } from "react-router";
import { requireStaff } from "~/lib/auth/require-user.server";
import { readSubmission } from "~/lib/forms/form-action.server";
import { renderStaffMarkdown } from "~/lib/markdown.server";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/markdown-preview";

// Staff-only, as everything inside the admin layout.
export const handle: RouteHandle = { kind: "resource" };

/**
 * POST /admin/markdown-preview: the Markdown editors' live preview. Rendered by the same
 * sanitiser as the public pages, with the firm's tokens filled, so the preview shows exactly
 * what readers will get.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(request, context);
  const markdown = (await readSubmission(request, "uncut")).fields.markdown;
  if (typeof markdown !== "string" || markdown.length > 100_000) {
    return data({ html: "" }, { status: 400 });
  }
  // Firm tokens ({phone}) are filled as the article page fills them.
  const html = renderStaffMarkdown(markdown, await context.services.firm.facts());
  return data({ html }, { headers: { "Cache-Control": "no-store" } });
}
