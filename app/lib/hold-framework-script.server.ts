import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { completeTagsEnd, createFrameworkScriptHolder } from "~/shared/html/held-framework";

/** The server's stream of a document with its framework script held back (ADR 036). */
export function holdFrameworkScript(): Transform {
  const rewrite = createFrameworkScriptHolder();
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      const end = completeTagsEnd(pending);
      const ready = pending.slice(0, end);
      pending = pending.slice(end);
      callback(null, ready ? rewrite(ready) : undefined);
    },
    flush(callback) {
      pending += decoder.end();
      callback(null, pending ? rewrite(pending) : undefined);
    },
  });
}
