import { createHash } from "node:crypto";
import type { LoginInput, PublicUser, RegisterInput } from "~/shared/schemas/auth";
import type { Logger } from "../../logger";
import type { AddressThrottle, Throttle, ThrottleState } from "../limits/throttle";
import type { EmailVerification } from "./email-verification";
import { burnVerifyTime, hashPassword, passwordProblem, verifyPassword } from "./passwords";
import type { SessionStore } from "./sessions";
import type { TrustedDevices } from "./trusted-devices";
import { toPublicUser, type UserStore } from "./users";

export interface RequestMeta {
  ip: string;
}

export interface LoginMeta extends RequestMeta {
  /** The browser's device token (a cookie), if it has one. */
  deviceToken?: string;
}

export type LoginResult =
  | {
      kind: "ok";
      user: PublicUser;
      token: string;
      expiresAt: Date;
      /** The device token this browser should keep for the account. */
      deviceToken: string;
    }
  | { kind: "invalid" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export type RegisterResult =
  | { kind: "ok"; user: PublicUser; token: string; expiresAt: Date; deviceToken: string }
  | { kind: "email-taken" }
  | { kind: "weak-password"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/** Sign-in limits (ADR 015). */
export interface AuthThrottles {
  /** Attempts from one address, whatever the account: a hard cap. */
  loginByIp: AddressThrottle;
  /** Attempts at one account from one address: a hard cap. */
  loginByAccountAndIp: AddressThrottle;
  /** Attempts from a browser that has signed in to the account before: its own hard cap. */
  loginByDevice: Throttle;
  /** Attempts at one account from unknown browsers; past its limit, the slow lane applies. */
  loginByAccount: Throttle;
  /** For an account under attack, one attempt from an unknown browser per window. */
  loginSlowLane: Throttle;
  registerByIp: AddressThrottle;
}

const longestWait = (states: ThrottleState[]) =>
  Math.max(...states.map((state) => state.retryAfterSeconds));

// Logs identify an account attempt without writing the address itself.
const emailFingerprint = (email: string) =>
  createHash("sha256").update(email).digest("hex").slice(0, 12);

export function createAuthService(deps: {
  users: UserStore;
  sessions: SessionStore;
  throttles: AuthThrottles;
  devices: TrustedDevices;
  logger: Logger;
  verification?: EmailVerification;
}) {
  const { users, sessions, throttles, devices, logger } = deps;

  return {
    sessions,

    async login(input: LoginInput, meta: LoginMeta): Promise<LoginResult> {
      const account = input.email;
      const device = devices.idFor(meta.deviceToken, account);
      // Every attempt is counted before the password is checked, so parallel guesses cannot
      // overtake the count; a right password gives its reservations back.
      const reserved: Array<() => Promise<ThrottleState>> = [
        () => throttles.loginByIp.hit(meta.ip),
      ];
      if (device) reserved.push(() => throttles.loginByDevice.hit(device));
      else {
        reserved.push(() => throttles.loginByAccountAndIp.hit(meta.ip, account));
        // Past the account's allowance, unknown browsers share one attempt per slow-lane window.
        if ((await throttles.loginByAccount.hit(account)).limited) {
          reserved.push(() => throttles.loginSlowLane.hit(account));
        }
      }
      const counts = await Promise.all(reserved.map((hit) => hit()));
      const refused = counts.filter((count) => count.limited);
      if (refused.length > 0) {
        logger.warn(
          { event: "login.rate-limited", account: emailFingerprint(account), trusted: !!device },
          "sign-in refused: too many attempts",
        );
        return { kind: "rate-limited", retryAfterSeconds: longestWait(refused) };
      }

      const user = await users.findByEmail(account);
      let valid = false;
      if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
      else await burnVerifyTime(input.password);
      if (!user || !valid || user.disabledAt) {
        logger.warn(
          {
            event: "login.failure",
            account: emailFingerprint(account),
            trusted: !!device,
            reason: !user ? "unknown-account" : user.disabledAt ? "disabled" : "wrong-password",
          },
          "sign-in failed",
        );
        return { kind: "invalid" };
      }
      await Promise.all([
        throttles.loginByIp.release(meta.ip),
        device
          ? throttles.loginByDevice.reset(device)
          : throttles.loginByAccountAndIp.reset(meta.ip, account),
        throttles.loginByAccount.reset(account),
      ]);
      // A client who has not confirmed their address is asked to, with a link, on signing in.
      if (user.role === "client" && !user.emailVerifiedAt) {
        await deps.verification?.sendLinkIfNone(user);
      }
      const session = await sessions.create(user.id);
      logger.info({ event: "login.success", userId: user.id, role: user.role }, "signed in");
      return {
        kind: "ok",
        user: toPublicUser(user),
        token: session.token,
        expiresAt: session.expiresAt,
        deviceToken: device ? (meta.deviceToken as string) : devices.issue(account),
      };
    },

    /** Registration always makes a client: it never grants the admin area. */
    async register(input: RegisterInput, meta: RequestMeta): Promise<RegisterResult> {
      const throttle = await throttles.registerByIp.hit(meta.ip);
      if (throttle.limited)
        return { kind: "rate-limited", retryAfterSeconds: throttle.retryAfterSeconds };
      const problem = passwordProblem(input.password, { name: input.name, email: input.email });
      if (problem) return { kind: "weak-password", message: problem };
      const user = await users.insert({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: "client",
      });
      if (!user) return { kind: "email-taken" };
      // Until the link is used the account sees nothing that belongs to the address.
      await deps.verification?.sendLink(user);
      const session = await sessions.create(user.id);
      logger.info({ event: "register.success", userId: user.id }, "account created");
      return {
        kind: "ok",
        user: toPublicUser(user),
        token: session.token,
        expiresAt: session.expiresAt,
        deviceToken: devices.issue(user.email),
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
