import fc from "fast-check";
import { bodyArb } from "./bodies";
import type { FuzzContext } from "./context";
import type { Target } from "./targets";
import { nameArb, urlValueLength, valueArb, valueForArb, wellFormed } from "./values";

export const roles = ["visitor", "client", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

/** One generated request, as sent and as printed when it fails. */
export interface FuzzRequest {
  target: string;
  role: Role;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** A fresh form token replaces this placeholder when the request is sent. */
  wantsToken: boolean;
  /** The method the target answers (POST for a page's action). */
  rightMethod: string;
}

/** A path segment: a real value most of the time, else anything, sometimes left unencoded. */
function segmentArb(ctx: FuzzContext, real: string[]): fc.Arbitrary<string> {
  const encoded = valueArb(ctx).map(
    (v) => encodeURIComponent(wellFormed(v.slice(0, urlValueLength))) || "x",
  );
  const raw = fc.constantFrom("%zz", "%", "%E0%A4%A", "..", ".", "%2e%2e", "a%00b", "%C0%AF", "~");
  return real.length > 0
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...real.map(encodeURIComponent)) },
        { weight: 3, arbitrary: encoded },
        { weight: 1, arbitrary: raw },
      )
    : fc.oneof({ weight: 5, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

function queryArb(ctx: FuzzContext, names: readonly string[]): fc.Arbitrary<string> {
  const encode = (pairs: Array<[string, string]>) =>
    pairs.length === 0
      ? ""
      : `?${new URLSearchParams(pairs.map(([k, v]) => [wellFormed(k), wellFormed(v.slice(0, urlValueLength))])).toString()}`;
  // A query shaped like one a schema reads (from, to, type…), values as the site's links carry.
  const shaped = fc
    .constantFrom(...ctx.schema.shapes)
    .chain((keys) =>
      fc.tuple(...keys.map((k) => valueForArb(ctx, k).map((v): [string, string] => [k, v]))),
    )
    .map(encode);
  return fc.oneof(
    { weight: 3, arbitrary: looseQueryArb(ctx, names) },
    { weight: 1, arbitrary: shaped },
  );
}

function looseQueryArb(ctx: FuzzContext, names: readonly string[]): fc.Arbitrary<string> {
  const name =
    names.length > 0
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...names) },
          { weight: 1, arbitrary: nameArb(ctx) },
        )
      : nameArb(ctx);
  return fc
    .array(
      name.chain((n) =>
        valueForArb(ctx, n).map((v): [string, string] => [n, v.slice(0, urlValueLength)]),
      ),
      { maxLength: 5 },
    )
    .map((pairs) =>
      pairs.length === 0
        ? ""
        : `?${new URLSearchParams(pairs.map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString()}`,
    );
}

const wrongMethods = ["PUT", "DELETE", "PATCH", "OPTIONS"];

/** How a target is named in reports: "POST /api/login", "/consultation". */
export const labelOf = (target: Target) =>
  `${target.kind === "endpoint" ? `${target.method} ` : ""}${target.pattern}`;

/** Every request the suite sends: a target chosen evenly, then a role, method, path and body. */
export function requestArb(ctx: FuzzContext, jpeg: Buffer): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ctx.targets).chain((target) => {
    const known = ctx.harvest.params.get(target.pattern);
    const segments = fc.tuple(
      ...target.params.map((p) =>
        segmentArb(ctx, [...(known?.get(p) ?? ctx.paramsByName.get(p) ?? [])]),
      ),
    );
    const path = segments.map((values) => {
      let i = 0;
      return target.pattern.replace(/:[A-Za-z0-9_]+|\*/g, () => values[i++] ?? "x");
    });
    const forms = target.kind === "page" ? (ctx.harvest.forms.get(target.pattern) ?? []) : [];
    const rightMethod =
      target.kind === "endpoint" ? target.method : target.hasAction ? "POST" : "GET";
    const method = fc.oneof(
      { weight: 7, arbitrary: fc.constant(rightMethod) },
      { weight: 1, arbitrary: fc.constantFrom("GET", "HEAD", "POST") },
      { weight: 1, arbitrary: fc.constantFrom(...wrongMethods) },
    );
    const role =
      target.pattern.startsWith("/admin") || target.pattern.startsWith("/api/admin")
        ? fc.constantFrom<Role>("admin", "admin", "staff", "client", "visitor")
        : target.pattern.startsWith("/account")
          ? fc.constantFrom<Role>("client", "client", "client", "staff", "visitor")
          : fc.constantFrom<Role>(...roles);
    const ownFields = ctx.endpointFields.get(labelOf(target)) ?? [];
    const query = queryArb(ctx, target.kind === "page" ? target.query : ownFields);
    const origin = fc.oneof(
      { weight: 19, arbitrary: fc.constant<string | undefined>("http://localhost:3000") },
      {
        weight: 1,
        arbitrary: fc.constantFrom<string | undefined>(undefined, "https://evil.example", "null"),
      },
    );
    return fc
      .record({
        path,
        query,
        method,
        role,
        origin,
        body: bodyArb(ctx, forms, target.kind === "endpoint", jpeg, ownFields),
      })
      .map(({ path: p, query: q, method: m, role: r, origin: o, body }): FuzzRequest => {
        const headers: Record<string, string> = {};
        if (o !== undefined) headers.Origin = o;
        const sendsBody = m !== "GET" && m !== "HEAD" && body.body !== undefined;
        if (sendsBody && body.contentType !== undefined) headers["Content-Type"] = body.contentType;
        return {
          target: labelOf(target),
          role: r,
          method: m,
          path: `${p}${q}`,
          headers,
          ...(sendsBody ? { body: body.body } : {}),
          wantsToken: sendsBody && body.wantsToken,
          rightMethod,
        };
      });
  });
}
