import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first 64 kB unless asked for more: enough to judge the page or JSON it is. */
  body: string;
}

/** The app on a real socket, so any method, header and byte can be sent as written. */
export async function listen(app: Express): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function send(
  port: number,
  request: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
  /** How much of the answer to keep: enough to judge it, or all of a page to read its forms. */
  keep = 65_536,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(request.body ? { "Content-Length": String(request.body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < keep) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    // The server may close a connection it refuses (413) before reading the whole body.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") {
        resolve({ status: 0, headers: {}, body: `connection closed: ${error.code}` });
      } else reject(error);
    });
    req.end(request.body);
  });
}
