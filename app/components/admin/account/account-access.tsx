import { IntentForm } from "~/components/forms/intent-form";
import { ownAccountMessages } from "~/lib/admin/own-account";
import { useSubmittingIntent } from "../use-submitting-intent";
import { AccountPanel } from "./account-panel";

const buttonClass =
  "inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 disabled:opacity-70";

interface AccessAction {
  intent: string;
  explanation: string;
  label: string;
}

/** What can be done about an account's access, each a form of one button with what it does. */
function accessActions(account: {
  disabledAt: string | null;
  hasPassword: boolean;
}): AccessAction[] {
  return [
    account.disabledAt
      ? {
          intent: "enable",
          explanation: "They can sign in again with their password.",
          label: "Re-enable account",
        }
      : {
          intent: "disable",
          explanation:
            "Ends their sessions at once and stops them signing in. Disabled accounts are deleted after 30 days.",
          label: "Disable account",
        },
    {
      intent: "revoke",
      explanation: "Signs them out on every device; their password still works.",
      label: "End all sessions",
    },
    ...(!account.hasPassword && !account.disabledAt
      ? [
          {
            intent: "resend",
            explanation: "Sends a new link; any earlier link stops working.",
            label: "Send a new set-password link",
          },
        ]
      : []),
  ];
}

/** Disable or re-enable, end sessions, send a new link; never on the administrator's own account. */
export function AccountAccess({
  account,
  isSelf,
}: {
  account: { disabledAt: string | null; hasPassword: boolean };
  isSelf: boolean;
}) {
  const sending = useSubmittingIntent();
  return (
    <AccountPanel
      id="access-heading"
      title="Access"
      ownAccount={isSelf ? ownAccountMessages.disable : undefined}
    >
      <div className="mt-3 space-y-5">
        {accessActions(account).map((action) => (
          <IntentForm key={action.intent} intent={action.intent}>
            <p className="mb-2">{action.explanation}</p>
            <button type="submit" className={buttonClass} disabled={sending === action.intent}>
              {action.label}
            </button>
          </IntentForm>
        ))}
      </div>
    </AccountPanel>
  );
}
