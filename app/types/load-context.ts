import "react-router";
import type { PublicUser } from "~/shared/schemas/auth";
import type { Clock } from "../../server/clock";
import type { Logger } from "../../server/logger";
import type { FormGuard } from "../../server/security/form-guard";
import type { AppServices } from "../../server/services";
import type { AuthService } from "../../server/services/auth";

declare module "react-router" {
  /** What the Express server hands every loader and action (server/app.ts). */
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for inline scripts. */
    cspNonce: string;
    /** The enhancement script's address (app/enhance/), emitted by root.tsx on every page. */
    enhanceScript: string | null;
    /** Absolute origin of the site, for canonical links. */
    siteUrl: string;
    /** Domain services (server/services); loaders stay thin adapters over these. */
    services: AppServices;
    /** Sign-in, registration and sessions, for the /auth and log-out actions. */
    auth: AuthService;
    cookies: {
      session(token: string, expiresAt: Date): string;
      cleared(): string;
      /** The trusted-device cookie for a browser that has just signed in (ADR 015). */
      device(token: string): string;
    };
    /** The signed-in user, from the session cookie; null for visitors. */
    user: PublicUser | null;
    sessionToken: string | undefined;
    /** The browser's trusted-device token, if it sent one. */
    deviceToken: string | undefined;
    clientIp: string;
    /** Issues the public forms' tokens and checks their posts for bots (ADR 016). */
    formGuard: FormGuard;
    /** The server's logger: an error in a loader, action or render is one of its lines. */
    logger: Logger;
    /** Where "now" comes from (server/clock.ts): loaders read it, never `new Date()`. */
    clock: Clock;
  }
}
