import type { AppLoadContext } from "react-router";

/**
 * A signed-in person's name, e-mail and phone, to start a public form with (the booking
 * details, the contact form, "E-mail me this quote"), or undefined for a visitor. Signed-in
 * requests are never answered from, or stored in, the kept pages (ADR 017), so these stay theirs.
 */
export async function accountPrefill(
  context: AppLoadContext,
): Promise<Record<string, string> | undefined> {
  if (!context.user) return undefined;
  const account = await context.services.accounts.client.userById(context.user.id);
  return account
    ? { name: account.name, email: account.email, phone: account.phone ?? "" }
    : undefined;
}
