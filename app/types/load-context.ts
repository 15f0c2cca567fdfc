import "react-router";
import type { AppServices } from "../../server/services";

declare module "react-router" {
  /** What the Express server hands every loader and action (server/app.ts). */
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for inline scripts. */
    cspNonce: string;
    /** Absolute origin of the site, for canonical links. */
    siteUrl: string;
    /** Domain services (server/services); loaders stay thin adapters over these. */
    services: AppServices;
  }
}
