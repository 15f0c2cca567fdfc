import { Router } from "express";
import { loginSchema, registerSchema } from "~/shared/schemas/auth";
import type { AuthService } from "../../services/auth";
import {
  clearedSessionCookie,
  deviceCookie,
  readDeviceToken,
  sessionCookie,
} from "../session-cookie";
import { minutesFrom, sendRateLimited, sendValidationError } from "./respond";

/** The spec's account calls (section 7): all JSON, all under the session cookie. */
export function authRoutes(auth: AuthService, options: { secure: boolean }): Router {
  const router = Router();

  router.get("/user", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!req.user) {
      res.status(401).json({ message: "You are not signed in." });
      return;
    }
    res.json(req.user);
  });

  router.post("/login", async (req, res) => {
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const result = await auth.login(parsed.data, {
      ip: req.ip ?? "unknown",
      deviceToken: readDeviceToken(req.headers.cookie),
    });
    if (result.kind === "rate-limited") {
      return sendRateLimited(
        res,
        result.retryAfterSeconds,
        `Too many failed sign-in attempts. Please try again in ${minutesFrom(result.retryAfterSeconds)}.`,
      );
    }
    if (result.kind === "invalid") {
      res.status(401).json({ message: "The e-mail address or password is not right." });
      return;
    }
    // A new token on every sign-in: any session id planted before it is worthless.
    if (req.sessionToken) await auth.logout(req.sessionToken);
    res.append("Set-Cookie", sessionCookie(result.token, result.expiresAt, options.secure));
    res.append("Set-Cookie", deviceCookie(result.deviceToken, options.secure));
    res.json(result.user);
  });

  router.post("/register", async (req, res) => {
    const parsed = registerSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const result = await auth.register(parsed.data, { ip: req.ip ?? "unknown" });
    if (result.kind === "rate-limited") {
      return sendRateLimited(
        res,
        result.retryAfterSeconds,
        `Too many accounts have been created from here. Please try again in ${minutesFrom(result.retryAfterSeconds)}.`,
      );
    }
    if (result.kind === "email-taken") {
      res.status(409).json({
        message: "An account with this e-mail address already exists. Sign in instead.",
        errors: { email: "An account with this e-mail address already exists" },
      });
      return;
    }
    if (result.kind === "weak-password") {
      res.status(400).json({ message: result.message, errors: { password: result.message } });
      return;
    }
    if (req.sessionToken) await auth.logout(req.sessionToken);
    res.append("Set-Cookie", sessionCookie(result.token, result.expiresAt, options.secure));
    res.append("Set-Cookie", deviceCookie(result.deviceToken, options.secure));
    res.status(201).json(result.user);
  });

  router.post("/logout", async (req, res) => {
    await auth.logout(req.sessionToken);
    res.append("Set-Cookie", clearedSessionCookie(options.secure));
    res.status(204).end();
  });

  return router;
}
