import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { firm } from "~/shared/firm/facts";

const sraBadgeOrigin = new URL(firm.sraBadgeSrc).origin;

// Features a solicitor's website never needs; denying them limits what injected code could do.
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** A fresh nonce per response, read by the React Router entry for its inline scripts. */
const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(options: { https: boolean; dev: boolean }): RequestHandler[] {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", nonce],
      // Vite's dev server injects <style> elements from JavaScript; production CSS is a file.
      "style-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
      // Style attributes (Radix positions and visually hides elements with them) cannot run
      // code; <style> elements and stylesheets stay restricted to our own and nonced ones.
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      "frame-src": [sraBadgeOrigin],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
      "base-uri": ["'none'"],
      "object-src": ["'none'"],
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "upgrade-insecure-requests": options.https ? [] : null,
    },
  });
  const others = helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: "deny" },
    // The SRA badge is a cross-origin frame; requiring CORP from it would blank it.
    crossOriginEmbedderPolicy: false,
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", permissionsPolicy);
    next();
  };
  return [assignCspNonce, csp, others, permissions];
}
