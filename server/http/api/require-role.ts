import type { RequestHandler } from "express";
import type { UserRole } from "~/shared/schemas/auth";

/** 401 for visitors, 403 for a signed-in user whose role is not allowed. */
export function requireApiRole(...roles: UserRole[]): RequestHandler {
  return (req, res, next) => {
    if (!req.user) {
      res.status(401).json({ message: "You are not signed in." });
      return;
    }
    if (!roles.includes(req.user.role)) {
      res.status(403).json({ message: "You don't have access to this." });
      return;
    }
    next();
  };
}
