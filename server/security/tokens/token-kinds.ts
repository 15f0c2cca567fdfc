import { createHash } from "node:crypto";
import {
  PASSWORD_LINK_HOURS,
  RESET_LINK_HOURS,
  VERIFY_LINK_HOURS,
} from "~/shared/auth/link-lifetimes";

/**
 * How a token was stored before this module (issue 28), kept only so links already e-mailed
 * work until they expire. A scheme may be removed once every row it made has expired.
 */
export type LegacyScheme = (secret: string, token: string) => string;

/** Set-password links (invitations and resets) stored plain SHA-256 in hex until issue 28. */
const plainSha256Hex: LegacyScheme = (_secret, token) =>
  createHash("sha256").update(token).digest("hex");

/** Where a kind's hashes are kept. */
export type TokenStore = "password_tokens" | "email_tokens" | "bookings" | "calendar_feeds";

export interface TokenKind {
  /**
   * The HMAC label: a token hashed for one label matches no other's. Kinds kept in one table and
   * looked up without knowing which they are (an invitation or a reset) share a label.
   */
  label: string;
  store: TokenStore;
  /** How long a token works after it is issued; null when it lives as long as what it opens. */
  lifetimeHours: number | null;
  /** Deleted, while unused, by `revokeAllFor` when the account's credentials change (ADR 026). */
  revokedOnCredentialChange: boolean;
  legacySchemes: readonly LegacyScheme[];
}

/**
 * Every kind of secret link, in one place. A new kind (a calendar feed, a video link) is an
 * entry here: its label, table, lifetime and whether a credential change revokes it.
 */
export const tokenKinds = {
  /** A booking's manage link: works while the booking does. Not an account credential. */
  manage: {
    label: "manage",
    store: "bookings",
    lifetimeHours: null,
    revokedOnCredentialChange: false,
    legacySchemes: [],
  },
  /** A new member of staff's first password. */
  invitation: {
    label: "password-link",
    store: "password_tokens",
    lifetimeHours: PASSWORD_LINK_HOURS,
    revokedOnCredentialChange: true,
    legacySchemes: [plainSha256Hex],
  },
  /** A forgotten password. */
  reset: {
    label: "password-link",
    store: "password_tokens",
    lifetimeHours: RESET_LINK_HOURS,
    revokedOnCredentialChange: true,
    legacySchemes: [plainSha256Hex],
  },
  /** Proof that a person receives mail at an address (a new account's, or a changed one). */
  verification: {
    label: "verify-email",
    store: "email_tokens",
    lifetimeHours: VERIFY_LINK_HOURS,
    revokedOnCredentialChange: true,
    legacySchemes: [],
  },
  /**
   * A lawyer's private calendar feed (/calendar/{token}.ics): lives until it is revoked or
   * replaced. It opens a team member's diary, not an account, and calendar apps cannot be
   * handed a new address, so a password change leaves it working; revoking it is its own act.
   */
  calendarFeed: {
    label: "calendar-feed",
    store: "calendar_feeds",
    lifetimeHours: null,
    revokedOnCredentialChange: false,
    legacySchemes: [],
  },
} as const satisfies Record<string, TokenKind>;

export type TokenKindName = keyof typeof tokenKinds;
