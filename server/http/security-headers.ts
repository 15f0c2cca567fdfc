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

/**
 * Every response's security headers: a Content-Security-Policy with a fresh nonce, which the
 * React Router entry reads for its inline scripts, and helmet's headers, worked out once rather
 * than by a dozen middleware calls per response.
 */
export function securityHeaders(options: { https: boolean; dev: boolean }): RequestHandler {
  const fixed = fixedSecurityHeaders(options);
  // The policy is the same text each time but for the nonce, which goes where this mark is.
  const mark = "\u0000";
  const [before, ...rest] = contentSecurityPolicy(options, [nonceSource(mark)]).split(mark);
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // A kept page replaces this with its own scripts' hashes (static-pages.ts).
    res.setHeader("Content-Security-Policy", before + rest.map((after) => nonce + after).join(""));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
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
