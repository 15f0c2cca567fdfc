import type { IncomingMessage } from "node:http";

/**
 * How many bytes a request body may have before anything reads it. Public forms and JSON are
 * small (the longest field, a contact message, is 5,000 characters); staff forms carry article
 * text, and only staff may send an upload. Anyone else posting to an admin address gets the
 * public limit, so a large body costs nothing before the role check refuses it.
 */
export const bodyLimits = {
  public: 64 * 1024,
  staffForm: 2 * 1024 * 1024,
  staffUpload: 12 * 1024 * 1024,
} as const;

interface BodyRequest {
  path: string;
  headers: IncomingMessage["headers"];
  user?: { role: string } | null;
}

export function bodyLimitFor(req: BodyRequest): number {
  const staff = req.user?.role === "staff" || req.user?.role === "admin";
  if (!staff || !/^\/admin(\/|$)/.test(req.path)) return bodyLimits.public;
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  return type.startsWith("multipart/form-data") ? bodyLimits.staffUpload : bodyLimits.staffForm;
}

/** True when the request says it has a body (a length above zero, or chunked). */
export function hasBody(req: Pick<IncomingMessage, "headers" | "method">): boolean {
  if (req.method === "GET" || req.method === "HEAD") return false;
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return req.headers["transfer-encoding"] !== undefined;
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/**
 * Reads the whole body, refusing it (without reading further) as soon as it passes the limit:
 * at once from Content-Length, otherwise while chunks arrive.
 */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
