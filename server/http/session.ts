import type { RequestHandler } from "express";
import type { AuthService } from "../services/auth";
import { toPublicUser } from "../services/auth/users";
import { clearedSessionCookie, readSessionToken, sessionCookie } from "./session-cookie";

/** Cookie → session row → user, on every request; a dead cookie is cleared. */
export function sessionMiddleware(auth: AuthService, options: { secure: boolean }): RequestHandler {
  return async (req, res, next) => {
    req.user = null;
    const token = readSessionToken(req.headers.cookie);
    if (!token) {
      next();
      return;
    }
    try {
      const session = await auth.sessions.resolve(token);
      if (!session) {
        res.append("Set-Cookie", clearedSessionCookie(options.secure));
      } else {
        req.user = toPublicUser(session.user);
        req.sessionToken = token;
        if (session.slid)
          res.append("Set-Cookie", sessionCookie(token, session.expiresAt, options.secure));
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
