import type { PublicUser } from "~/shared/schemas/auth";

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user, set by the session middleware; null for visitors. */
      user: PublicUser | null;
      /** The session cookie's token, when it named a live session. */
      sessionToken?: string;
    }
  }
}
