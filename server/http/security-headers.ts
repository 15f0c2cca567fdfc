import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
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

function helmetHeaders(options: { https: boolean }) {
  return helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: "deny" },
    // The SRA badge is a cross-origin frame; requiring CORP from it would blank it.
    crossOriginEmbedderPolicy: false,
  });
}

const permissions: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", permissionsPolicy);
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
  return [assignCspNonce, csp, helmetHeaders(options), permissions];
}

/**
 * The headers securityHeaders sets on every response apart from the Content-Security-Policy,
 * as name and value pairs: the same for every request, so the kept pages' path in front of
 * Express (kept-page-fast-path.ts) writes them without running helmet per response. Read from
 * helmet itself, so the two paths cannot drift apart.
 */
export function fixedSecurityHeaders(options: { https: boolean }): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  const req = {} as IncomingMessage;
  const res = recorder as unknown as ServerResponse;
  let synchronous = false;
  helmetHeaders(options)(req, res, () => {
    synchronous = true;
  });
  // helmet's middleware has always finished at once; if a version ever did not, this copy
  // would be incomplete, so say so rather than send pages without their headers.
  if (!synchronous) throw new Error("helmet did not set its headers synchronously");
  headers.set("Permissions-Policy", permissionsPolicy);
  return [...headers];
}
