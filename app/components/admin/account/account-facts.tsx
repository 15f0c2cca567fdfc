import { formatDateTime, roleNames } from "~/lib/admin/office-format";

export interface AccountView {
  id: string;
  name: string;
  email: string;
  role: keyof typeof roleNames;
  createdAt: string;
  disabledAt: string | null;
  hasPassword: boolean;
  openSessions: number;
  lastSignIn: string | null;
  linkExpiresAt: string | null;
}

/** The account at a glance: role, whether it can sign in, and its sessions. */
export function AccountFacts({ account }: { account: AccountView }) {
  const state = account.disabledAt
    ? `Disabled on ${formatDateTime(account.disabledAt)}`
    : account.hasPassword
      ? "Active"
      : "Invited: no password set yet";
  return (
    <dl className="mt-4 grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5">
      <dt className="font-semibold">E-mail</dt>
      <dd className="break-all">{account.email}</dd>
      <dt className="font-semibold">Role</dt>
      <dd>{roleNames[account.role]}</dd>
      <dt className="font-semibold">Status</dt>
      <dd>{state}</dd>
      <dt className="font-semibold">Account created</dt>
      <dd>{formatDateTime(account.createdAt)}</dd>
      <dt className="font-semibold">Last signed in</dt>
      <dd>{account.lastSignIn ? formatDateTime(account.lastSignIn) : "Not known"}</dd>
      <dt className="font-semibold">Open sessions</dt>
      <dd>{account.openSessions}</dd>
      {!account.hasPassword && (
        <>
          <dt className="font-semibold">Set-password link</dt>
          <dd>
            {account.linkExpiresAt
              ? `Works until ${formatDateTime(account.linkExpiresAt)}`
              : "Expired or not sent"}
          </dd>
        </>
      )}
    </dl>
  );
}
