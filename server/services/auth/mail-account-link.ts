import type { Database } from "../../db/client";
import { type AccountLinkKind, issueAccountLink } from "../../security/tokens/account-links";
import type { FirmFactsSource } from "../firm-facts";
import { queueMail } from "../mail/outbox";
import type { RenderedMail } from "../mail/templates/letterhead";

/** What every service that mails account links needs. */
export interface AccountLinkDeps {
  db: Database;
  siteUrl: string;
  /** Keys the links' stored hashes (SESSION_SECRET). */
  secret: string;
  onMailQueued?: () => void;
  clock?: () => Date;
  /** The firm's facts, for the mail's letterhead and wording. */
  firm: FirmFactsSource;
}

/**
 * Issues a link of `kind` for an account (its unused one stops working) and queues the mail
 * that carries it, in the caller's transaction: the link exists exactly when its mail does.
 * The mail's idempotency key names the account, what the link is for and the link's row.
 */
export async function mailAccountLink(
  tx: Pick<Database, "insert" | "delete" | "update">,
  link: { secret: string; kind: AccountLinkKind; userId: string; now: Date; email?: string },
  mail: { to: string; purpose: string; render: (token: string) => RenderedMail },
): Promise<void> {
  const { secret, kind, ...input } = link;
  const { token, id } = await issueAccountLink(tx, secret, kind, input);
  await queueMail(tx, {
    idempotencyKey: `user:${link.userId}:${mail.purpose}:${id}`,
    to: [mail.to],
    ...mail.render(token),
  });
}
