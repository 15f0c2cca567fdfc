import { dropOldestBeyond } from "~/shared/bounded-map";
import { type ChromeMode, type ChromePart, chromeMarkerHtml, chromeParts } from "./kept-chrome";

/** One reading page's render: how its chrome is drawn, and what to do with the document after. */
export interface ChromeForPage {
  mode: ChromeMode;
  /** The document to send: its placeholders filled, or its markers taken out and its parts kept. */
  finish(document: Buffer): Buffer<ArrayBuffer>;
}

type KeptParts = ReadonlyMap<ChromePart, Buffer>;

const markers = (part: ChromePart) => ({
  placeholder: Buffer.from(chromeMarkerHtml(part)),
  start: Buffer.from(chromeMarkerHtml(`${part}:start`)),
  end: Buffer.from(chromeMarkerHtml(`${part}:end`)),
});
const partMarkers = new Map(chromeParts.map((part) => [part, markers(part)]));

interface Splice {
  from: number;
  to: number;
  insert?: Buffer;
}

/** `document` with each range cut out and its insert (if any) put in its place. */
function splice(document: Buffer, cuts: Splice[]): Buffer<ArrayBuffer> {
  const pieces: Buffer[] = [];
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a.from - b.from)) {
    pieces.push(document.subarray(at, cut.from));
    if (cut.insert) pieces.push(cut.insert);
    at = cut.to;
  }
  pieces.push(document.subarray(at));
  return Buffer.concat(pieces);
}

/**
 * The header and footer of reading pages, drawn once per address and set of firm facts and
 * kept (ADR 040): they are two thirds of a reading page's elements and the same on every view,
 * so a page rendered per request (a signed-in visitor's) draws only its own content.
 */
export function createChromeKeeper(options: { maxPages: number }) {
  // Keyed by the facts object the root loader read: a change of facts is a new object, so a
  // header with an old phone number can never be found again (the old ones age out).
  const factsIds = new WeakMap<object, number>();
  let nextFactsId = 0;
  const kept = new Map<string, KeptParts>();

  function keyFor(facts: object, address: string): string {
    let id = factsIds.get(facts);
    if (id === undefined) {
      id = nextFactsId++;
      factsIds.set(facts, id);
    }
    return `${id} ${address}`;
  }

  function keep(key: string, parts: KeptParts) {
    kept.set(key, parts);
    // A bound however many addresses (404s among them) are asked for.
    dropOldestBeyond(kept, options.maxPages);
  }

  /**
   * `address`: everything else the chrome shows (the path, for the current menu item; the year
   * in the footer). `nonce`: this response's, which a kept part must not hold.
   */
  function forPage(facts: object, address: string, nonce: string | undefined): ChromeForPage {
    const key = keyFor(facts, address);
    const found = kept.get(key);
    if (found) {
      // Most recently used last, so the bound drops the pages nobody asks for.
      kept.delete(key);
      kept.set(key, found);
      return {
        mode: "kept",
        finish(document) {
          const cuts: Splice[] = [];
          for (const [part, { placeholder }] of partMarkers) {
            const html = found.get(part);
            const from = document.indexOf(placeholder);
            if (html && from !== -1)
              cuts.push({ from, to: from + placeholder.length, insert: html });
          }
          return splice(document, cuts);
        },
      };
    }
    return {
      mode: "keep",
      finish(document) {
        const cuts: Splice[] = [];
        const parts = new Map<ChromePart, Buffer>();
        for (const [part, marker] of partMarkers) {
          const start = document.indexOf(marker.start);
          const end = start === -1 ? -1 : document.indexOf(marker.end, start);
          if (end === -1) continue;
          const html = document.subarray(start + marker.start.length, end);
          cuts.push({ from: start, to: start + marker.start.length });
          cuts.push({ from: end, to: end + marker.end.length });
          // A part with this response's nonce in it would be wrong for every other response.
          if (nonce && html.includes(nonce)) continue;
          parts.set(part, Buffer.from(html));
        }
        // Kept only whole: a page drawn from placeholders must find every part.
        if (parts.size === chromeParts.length) keep(key, parts);
        return splice(document, cuts);
      },
    };
  }

  return { forPage, size: () => kept.size };
}

/** The server's one keeper: a reading page's chrome is about 19 KB, so 500 addresses about 10 MB. */
export const chromeKeeper = createChromeKeeper({ maxPages: 500 });
