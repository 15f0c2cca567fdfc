import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, enquiries, quotes, users } from "../../db/schema";
import { revokeAllFor } from "../../security/revoke-credentials";
import { recordAudit } from "../admin/audit-log";
import type { PasswordRecheck } from "../auth/password-recheck";

export type CloseAccountResult =
  | { kind: "closed" }
  | { kind: "wrong-password" }
  /** Too many wrong passwords for this account lately: nothing was checked. */
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** Staff and admin accounts are closed by an administrator, not by their owner. */
  | { kind: "staff" }
  | { kind: "not-found" };

/** Everything held about an account and its verified address, as a JSON download (UK GDPR). */
export async function exportAccountData(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const account = {
    name: user.name,
    email: user.email,
    phone: user.phone,
    emailConfirmedAt: user.emailVerifiedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
  // An unproved address's records may be someone else's: only the account itself is given.
  if (!user.emailVerifiedAt) return { account, consultations: [], messages: [], quotes: [] };
  const [booked, sent, quoted] = await Promise.all([
    db.select().from(bookings).where(eq(bookings.email, user.email)),
    db.select().from(enquiries).where(eq(enquiries.email, user.email)),
    db.select().from(quotes).where(eq(quotes.email, user.email)),
  ]);
  return {
    account,
    consultations: booked.map((b) => ({
      reference: b.reference,
      practiceArea: b.practiceArea,
      meetingType: b.meetingType,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      name: b.name,
      email: b.email,
      phone: b.phone,
      summary: b.summary,
      status: b.status,
      cancelReason: b.cancelReason,
      attendance: b.attendance,
      consentedAt: b.consentedAt.toISOString(),
      createdAt: b.createdAt.toISOString(),
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
    })),
    messages: sent.map((e) => ({
      reference: e.reference,
      name: e.name,
      email: e.email,
      phone: e.phone,
      practiceArea: e.practiceArea,
      message: e.message,
      replyBy: e.replyBy,
      status: e.status,
      privacyAgreedAt: e.privacyAgreedAt.toISOString(),
      createdAt: e.createdAt.toISOString(),
    })),
    quotes: quoted.map((q) => ({
      reference: q.reference,
      email: q.email,
      answers: q.input,
      totalMinPence: q.totalMin,
      totalMaxPence: q.totalMax,
      // Where staff have got to with it (quote leads), as an enquiry's status is given.
      status: q.leadStatus,
      createdAt: q.createdAt.toISOString(),
    })),
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/**
 * A client closes their own account (erasure, issue 20). The one place closure happens, so
 * anything else that must follow a closure (a journal that backups re-apply) goes here. The
 * account and its sessions and links go at once (they cascade); bookings and enquiries stay
 * under the retention policy; the audit log keeps the action and the account's id, never the
 * person's name or address.
 */
export async function closeClientAccount(
  db: Database,
  userId: string,
  password: string,
  recheck: PasswordRecheck,
): Promise<CloseAccountResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return { kind: "not-found" };
  if (user.role !== "client") return { kind: "staff" };
  const checked = await recheck(user, password);
  if (checked.kind === "rate-limited") return checked;
  if (checked.kind === "wrong") return { kind: "wrong-password" };
  await db.transaction(async (tx) => {
    // The rows would go with the account anyway (they cascade); revoking first keeps closure
    // on the one path every credential change takes.
    await revokeAllFor(tx, userId, "account-closed");
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(
      tx,
      { id: null, name: "Client (own account)" },
      {
        action: "account.close",
        entityType: "user",
        entityId: userId,
        summary: "A client closed their account",
      },
    );
  });
  return { kind: "closed" };
}
