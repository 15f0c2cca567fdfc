import type { AppLoadContext } from "react-router";
import { toHistory } from "~/components/admin/office-history";
import { notFound } from "~/lib/not-found";
import type { PublicUser } from "~/shared/schemas/auth";

/** One account as its page shows it: who, their access and sign-ins, and its history. */
export async function loadAccount(context: AppLoadContext, admin: PublicUser, id: string) {
  const [account, history] = await Promise.all([
    context.services.office.accounts.get(id),
    context.services.audit.forEntity("user", id),
  ]);
  if (!account) notFound();
  return {
    isSelf: account.id === admin.id,
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      createdAt: account.createdAt,
      disabledAt: account.disabledAt?.toISOString() ?? null,
      hasPassword: account.hasPassword,
      openSessions: account.openSessions,
      lastSignIn: account.lastSignIn?.toISOString() ?? null,
      linkExpiresAt: account.linkExpiresAt?.toISOString() ?? null,
    },
    history: toHistory(history),
  };
}
