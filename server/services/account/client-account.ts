import { randomUUID } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { enquiries, quotes, sessions, users } from "../../db/schema";
import { revokeAllFor } from "../../security/revoke-credentials";
import { hashSessionToken } from "../../security/tokens/session-tokens";
import type { EmailVerification } from "../auth/email-verification";
import type { PasswordRecheck } from "../auth/password-recheck";
import { hashPassword, passwordProblem } from "../auth/passwords";
import type { UserRow } from "../auth/sessions";
import type { BookingService } from "../booking/booking-service";
import type { FirmFactsSource } from "../firm-facts";
import type { MailBudgetResult } from "../limits/mail-budget";
import { queueMail } from "../mail/outbox";
import { passwordChangedMail } from "../mail/templates/account-mails";

export type AccountView =
  | { kind: "unverified"; user: UserRow }
  | {
      kind: "verified";
      user: UserRow;
      bookings: Awaited<ReturnType<BookingService["forEmail"]>>;
      enquiries: Array<typeof enquiries.$inferSelect>;
      quotes: Array<typeof quotes.$inferSelect>;
    };

/** Too many wrong passwords for this account lately: nothing was checked or changed. */
type TooManyAttempts = { kind: "rate-limited"; retryAfterSeconds: number };

export type PasswordChangeResult =
  | { kind: "changed" }
  | { kind: "wrong-password" }
  | TooManyAttempts
  | { kind: "weak-password"; message: string };

export type EmailChangeResult =
  | { kind: "link-sent" }
  | { kind: "wrong-password" }
  | TooManyAttempts
  | { kind: "unchanged" }
  | { kind: "email-taken" }
  /** The hour's e-mails to that address, or from this account, are spent: nothing was sent. */
  | { kind: "too-many-mails"; retryAt: Date };

/**
 * A signed-in person's own account (issue 20): what belongs to their address, once they have
 * proved it is theirs, and their details. Every call takes the account's id from the session.
 */
export function createClientAccount(deps: {
  db: Database;
  sessionSecret: string;
  bookings: BookingService;
  verification: EmailVerification;
  recheck: PasswordRecheck;
  onMailQueued?: () => void;
  /** The firm's facts, for the mail's letterhead. */
  firm: FirmFactsSource;
  /** Once a password the server made has been replaced: its file has done its job. */
  onMadePasswordReplaced?: () => void;
}) {
  const { db } = deps;
  const userById = async (id: string) => {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  };

  return {
    userById,

    /** For staff: whether an address belongs to an account that has proved it. */
    async hasVerifiedAccount(email: string): Promise<boolean> {
      const [row] = await db
        .select({ verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.email, email));
      return Boolean(row?.verifiedAt);
    },

    /** The account's address once proved, the only key to what belongs to it; else undefined. */
    async verifiedEmail(userId: string): Promise<string | undefined> {
      const user = await userById(userId);
      return user?.emailVerifiedAt ? user.email : undefined;
    },

    async view(userId: string): Promise<AccountView | undefined> {
      const user = await userById(userId);
      if (!user) return undefined;
      // Until the address is proved, nothing that belongs to it is shown.
      if (!user.emailVerifiedAt) return { kind: "unverified", user };
      const [bookings, sent, quoted] = await Promise.all([
        deps.bookings.forEmail(user.email),
        db
          .select()
          .from(enquiries)
          .where(eq(enquiries.email, user.email))
          .orderBy(desc(enquiries.createdAt)),
        db
          .select()
          .from(quotes)
          .where(eq(quotes.email, user.email))
          .orderBy(desc(quotes.createdAt)),
      ]);
      return { kind: "verified", user, bookings, enquiries: sent, quotes: quoted };
    },

    async resendVerification(userId: string): Promise<MailBudgetResult> {
      const user = await userById(userId);
      if (!user || user.emailVerifiedAt) return { kind: "within" };
      return deps.verification.sendLink(user);
    },

    async updateDetails(userId: string, input: { name: string; phone: string | null }) {
      await db
        .update(users)
        .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Asks for the password again; the new address counts only once its link is used. */
    async changeEmail(
      userId: string,
      input: { email: string; password: string },
      currentSessionToken?: string,
    ): Promise<EmailChangeResult> {
      const user = await userById(userId);
      if (!user) return { kind: "wrong-password" };
      const checked = await deps.recheck(user, input.password);
      if (checked.kind === "rate-limited") return checked;
      if (checked.kind === "wrong") return { kind: "wrong-password" };
      if (input.email === user.email) return { kind: "unchanged" };
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (other) return { kind: "email-taken" };
      const sent = await deps.verification.sendChangeLink(user, input.email, {
        keepSessionToken: currentSessionToken,
      });
      if (sent.kind === "spent") return { kind: "too-many-mails", retryAt: sent.retryAt };
      return { kind: "link-sent" };
    },

    /** A new password ends every other session and tells the owner. */
    async changePassword(
      userId: string,
      currentSessionToken: string | undefined,
      input: { currentPassword: string; password: string },
    ): Promise<PasswordChangeResult> {
      const user = await userById(userId);
      if (!user) return { kind: "wrong-password" };
      const checked = await deps.recheck(user, input.currentPassword);
      if (checked.kind === "rate-limited") return checked;
      if (checked.kind === "wrong") return { kind: "wrong-password" };
      const problem = passwordProblem(input.password, { name: user.name, email: user.email });
      if (problem) return { kind: "weak-password", message: problem };
      const passwordHash = await hashPassword(input.password);
      const firm = await deps.firm.facts();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await revokeAllFor(tx, userId, "password-changed", {
          keepSessionHash: currentSessionToken
            ? hashSessionToken(deps.sessionSecret, currentSessionToken)
            : undefined,
        });
        await queueMail(tx, {
          idempotencyKey: `user:${userId}:password-changed:${randomUUID()}`,
          to: [user.email],
          ...passwordChangedMail({ name: user.name, how: "from your account page", firm }),
        });
      });
      deps.onMailQueued?.();
      if (user.passwordChangeRequired) deps.onMadePasswordReplaced?.();
      return { kind: "changed" };
    },

    /** "Sign out everywhere else": every session but this browser's. */
    async signOutElsewhere(userId: string, currentSessionToken: string | undefined) {
      await endOtherSessions(db, userId, currentSessionToken);
    },
  };

  function endOtherSessions(
    tx: Pick<Database, "delete">,
    userId: string,
    currentSessionToken: string | undefined,
  ) {
    const keep = currentSessionToken
      ? ne(sessions.tokenHash, hashSessionToken(deps.sessionSecret, currentSessionToken))
      : undefined;
    return tx.delete(sessions).where(and(eq(sessions.userId, userId), keep));
  }
}

export type ClientAccount = ReturnType<typeof createClientAccount>;
