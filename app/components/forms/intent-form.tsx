import type { ReactNode } from "react";
import { SiteForm } from "~/components/forms/site-form";

/**
 * One of a page's small forms (an admin screen's panels, the account page's, a list's buttons):
 * it posts to the page's action with its own `intent`, which the one dispatcher, `runIntent`
 * (app/lib/admin/intent-action.server.ts), runs.
 */
export function IntentForm({
  intent,
  children,
  ...form
}: {
  intent: string;
  children: ReactNode;
  className?: string;
  noValidate?: boolean;
  "aria-labelledby"?: string;
  "aria-label"?: string;
}) {
  return (
    <SiteForm method="post" {...form}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </SiteForm>
  );
}
