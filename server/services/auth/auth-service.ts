import { createHash } from "node:crypto";
import type { LoginInput, PublicUser, RegisterInput } from "~/lib/schemas/auth";
import type { Logger } from "../../logger";
import { burnVerifyTime, hashPassword, passwordProblem, verifyPassword } from "./passwords";
import type { SessionStore } from "./sessions";
import type { Throttle } from "./throttle";
import { toPublicUser, type UserStore } from "./users";

export interface RequestMeta {
  ip: string;
}

export type LoginResult =
  | { kind: "ok"; user: PublicUser; token: string; expiresAt: Date }
  | { kind: "invalid" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export type RegisterResult =
  | { kind: "ok"; user: PublicUser; token: string; expiresAt: Date }
  | { kind: "email-taken" }
  | { kind: "weak-password"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export interface AuthThrottles {
  loginByIp: Throttle;
  loginByAccount: Throttle;
  registerByIp: Throttle;
}

// Logs identify an account attempt without writing the address itself.
const emailFingerprint = (email: string) =>
  createHash("sha256").update(email).digest("hex").slice(0, 12);

export function createAuthService(deps: {
  users: UserStore;
  sessions: SessionStore;
  throttles: AuthThrottles;
  logger: Logger;
}) {
  const { users, sessions, throttles, logger } = deps;

  return {
    sessions,

    async login(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
      const [byIp, byAccount] = await Promise.all([
        throttles.loginByIp.check(meta.ip),
        throttles.loginByAccount.check(input.email),
      ]);
      if (byIp.limited || byAccount.limited) {
        logger.warn(
          { event: "login.rate-limited", account: emailFingerprint(input.email) },
          "sign-in refused: too many failures",
        );
        return {
          kind: "rate-limited",
          retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds),
        };
      }
      const user = await users.findByEmail(input.email);
      let valid = false;
      if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
      else await burnVerifyTime(input.password);
      if (!user || !valid || user.disabledAt) {
        await Promise.all([
          throttles.loginByIp.hit(meta.ip),
          throttles.loginByAccount.hit(input.email),
        ]);
        logger.warn(
          {
            event: "login.failure",
            account: emailFingerprint(input.email),
            reason: !user ? "unknown-account" : user.disabledAt ? "disabled" : "wrong-password",
          },
          "sign-in failed",
        );
        return { kind: "invalid" };
      }
      await throttles.loginByAccount.reset(input.email);
      const session = await sessions.create(user.id);
      logger.info({ event: "login.success", userId: user.id, role: user.role }, "signed in");
      return {
        kind: "ok",
        user: toPublicUser(user),
        token: session.token,
        expiresAt: session.expiresAt,
      };
    },

    /** Registration always makes a client: it never grants the admin area. */
    async register(input: RegisterInput, meta: RequestMeta): Promise<RegisterResult> {
      const throttle = await throttles.registerByIp.hit(meta.ip);
      if (throttle.limited)
        return { kind: "rate-limited", retryAfterSeconds: throttle.retryAfterSeconds };
      const problem = passwordProblem(input.password, [input.name, input.email]);
      if (problem) return { kind: "weak-password", message: problem };
      const user = await users.insert({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: "client",
      });
      if (!user) return { kind: "email-taken" };
      const session = await sessions.create(user.id);
      logger.info({ event: "register.success", userId: user.id }, "account created");
      return {
        kind: "ok",
        user: toPublicUser(user),
        token: session.token,
        expiresAt: session.expiresAt,
      };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.revoke(token);
    },

    async listUsers(): Promise<PublicUser[]> {
      return (await users.list()).map(toPublicUser);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
