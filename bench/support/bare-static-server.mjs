// The yardstick: the simplest static file server Node can be, node:http and fs, sending one
// file as a plain static host would (stat for the headers, then stream it from disk).
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);

createServer((req, res) => {
  const stat = statSync(file);
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": stat.size,
    "Last-Modified": stat.mtime.toUTCString(),
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
