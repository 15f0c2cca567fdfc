import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { contentSecurityPolicy, nonceSource } from "./content-security-policy";

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
  // A page kept in memory replaces this with its own scripts' hashes (static-pages.ts).
  const csp: RequestHandler = (_req, res, next) => {
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(options, [nonceSource(res.locals.cspNonce as string)]),
    );
    next();
  };
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
