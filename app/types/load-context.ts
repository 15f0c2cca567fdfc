import "react-router";

declare module "react-router" {
  /** What the Express server hands every loader and action (server/app.ts). */
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for inline scripts. */
    cspNonce: string;
    /** Absolute origin of the site, for canonical links. */
    siteUrl: string;
  }
}
