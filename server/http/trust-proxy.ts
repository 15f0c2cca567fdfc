import { isIP } from "node:net";

/** Express's `trust proxy` value: false, a hop count, or the peers whose X-Forwarded-* count. */
export type TrustProxy = false | number | string[];

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which peers may say who the client is. The default trusts only this machine
 * (a proxy on the same host); any wider trust lets whoever reaches the app directly choose the
 * address every per-address limit counts. Returns an error message for a value that cannot be
 * right.
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "none") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !namedRanges.has(entry) && !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    return {
      error: `must be none, a number of proxies, or addresses, ranges (10.0.0.0/8) and loopback, linklocal, uniquelocal, separated by commas; not understood: ${bad.join(", ") || "(empty)"}`,
    };
  }
  return entries;
}
