import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * One of a screen's small forms: it posts to the screen's action with its own `intent`, which
 * the action's dispatcher (app/lib/admin/intent-action.server.ts) runs.
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
    <Form method="post" {...form}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
