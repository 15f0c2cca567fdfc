import fc from "fast-check";
import type { Harvest, HarvestedForm } from "./harvest";
import type { SchemaFields } from "./schema-fields";
import type { Target } from "./targets";

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

/** Replaced by a freshly issued form token (startedAt) when the request is sent. */
export const TOKEN = "FUZZ-FRESH-FORM-TOKEN";

export interface FuzzContext {
  targets: Target[];
  harvest: Harvest;
  schema: SchemaFields;
  /** Values that pass a field's schema: a free slot, real ids, an e-mail, the password. */
  plausible: string[];
  /** What the site's own forms carry under each field name. */
  valuesByName: Map<string, Set<string>>;
  /** Each endpoint's fields, as its own 400 answer to an empty body names them. */
  endpointFields: Map<string, string[]>;
  /** Real values of each parameter name, whichever route it was seen in. */
  paramsByName: Map<string, Set<string>>;
}

const hostileConstants = [
  "",
  " ",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "../../../../etc/passwd",
  "..%2f..%2f",
  "\u0000",
  "%00",
  "%",
  "%zz",
  "😀👩‍⚖️",
  "Ω≈ç√∫˜µ≤≥÷",
  "\u202eevil",
  "\ud800",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '"; drop table users; --',
  "2026-02-30",
  "2026-13-01",
  "0000-01-01",
  "9999-12-31",
  "9999-12-31T23:59:59Z",
  "2026-12-01T10:15:00Z",
  "2026-12-01T10:00:00+14:00",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "9007199254740993",
  "true",
  "[object Object]",
  "00000000-0000-0000-0000-000000000000",
  "\r\nX-Injected: yes",
];

/** A string a form or query might carry: hostile, huge, unicode, or real enough to get far. */
function valueArb(ctx: FuzzContext): fc.Arbitrary<string> {
  const real = [...ctx.plausible, ...ctx.schema.literals];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...real) },
    { weight: 3, arbitrary: fc.constantFrom(...hostileConstants) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(300, 5_000, 70_000), fc.constantFrom("x", "é", "😀", "a b "))
        .map(([n, s]) => s.repeat(Math.ceil(n / s.length))),
    },
  );
}

function nameArb(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...ctx.schema.names, "intent", "startedAt", "website"),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "__proto__",
        "constructor",
        "prototype",
        "__proto__[admin]",
        "a[b][c]",
        "role",
        "id",
        "",
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  );
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON values for a field: scalars, nulls, arrays where scalars belong, nesting. */
function jsonValueArb(ctx: FuzzContext): fc.Arbitrary<Json> {
  const scalar = fc.oneof(
    { weight: 5, arbitrary: valueArb(ctx) as fc.Arbitrary<Json> },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.double() },
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(nameArb(ctx), scalar, { maxKeys: 3 }) as fc.Arbitrary<Json>,
    },
  );
}

/** JSON text with keys kept as written: `__proto__` as an own key, and repeated keys. */
const jsonText = (entries: Array<[string, Json]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;

/**
 * Values for a named field: those the site's own forms carry under that name (a practice
 * area, a meeting type, a free time) most of the time, anything otherwise.
 */
function valueForArb(ctx: FuzzContext, name: string): fc.Arbitrary<string> {
  const known = [...(ctx.valuesByName.get(name) ?? [])];
  return known.length === 0
    ? valueArb(ctx)
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: valueArb(ctx) },
      );
}

function entriesArb(ctx: FuzzContext): fc.Arbitrary<Array<[string, string]>> {
  const shaped = fc
    .constantFrom(...ctx.schema.shapes)
    .chain((keys) =>
      fc.tuple(...keys.map((k) => valueForArb(ctx, k).map((v): [string, string] => [k, v]))),
    );
  return fc.oneof(shaped, fc.array(fc.tuple(nameArb(ctx), valueArb(ctx)), { maxLength: 12 }));
}

/** A form the page really draws, changed in a few places: enough to pass most of its checks. */
function mutatedFormArb(
  ctx: FuzzContext,
  forms: HarvestedForm[],
): fc.Arbitrary<{ form: HarvestedForm; fields: Array<[string, string]> }> {
  return fc.constantFrom(...forms).chain((form) => {
    const submitter =
      form.submitters.length > 0
        ? fc.option(fc.constantFrom(...form.submitters), { freq: 4 })
        : fc.constant(null);
    const mutation = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant("set" as const),
          index: fc.nat(),
          value: valueArb(ctx),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("drop" as const),
          index: fc.nat(),
          value: fc.constant(""),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("repeat" as const),
          index: fc.nat(),
          value: valueArb(ctx),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("add" as const),
          index: fc.constant(0),
          value: valueArb(ctx),
          name: nameArb(ctx),
        }),
      },
    );
    return fc
      .tuple(submitter, fc.array(mutation, { maxLength: 3 }), fc.boolean())
      .map(([button, mutations, freshToken]) => {
        let fields = form.fields.map(([k, v]): [string, string] => [
          k,
          k === "startedAt" && freshToken ? TOKEN : v,
        ]);
        if (button) fields.push(button);
        for (const m of mutations) {
          const i = fields.length === 0 ? 0 : m.index % fields.length;
          const at = fields[i];
          if (m.kind === "add") fields.push([(m as { name: string }).name, m.value]);
          else if (!at) continue;
          else if (m.kind === "set") fields[i] = [at[0], m.value];
          else if (m.kind === "drop") fields = fields.filter((_, j) => j !== i);
          else fields.push([at[0], m.value]);
        }
        return { form, fields };
      });
  });
}

const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";

/** Some bytes for a file field: a real tiny JPEG, one cut off, or noise. */
const fileBytesArb = (jpeg: Buffer) =>
  fc.oneof(
    fc.constant(jpeg),
    fc.nat({ max: jpeg.length - 1 }).map((n) => jpeg.subarray(0, n)),
    fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b)),
  );

function multipart(
  fields: Array<[string, string]>,
  file?: { name: string; bytes: Buffer },
): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="upload.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const urlencoded = (fields: Array<[string, string]>) =>
  Buffer.from(new URLSearchParams(fields).toString());

type Body = { contentType?: string; body?: Buffer; wantsToken: boolean };

/** A body of every kind: the form as drawn, random fields, multipart (cut or not), JSON, noise. */
function bodyArb(
  ctx: FuzzContext,
  forms: HarvestedForm[],
  json: boolean,
  jpeg: Buffer,
  ownFields: string[] = [],
): fc.Arbitrary<Body> {
  // A JSON body with the endpoint's own fields, valued as the site's forms value them.
  const ownJson = fc
    .tuple(...ownFields.map((k) => valueForArb(ctx, k).map((v): [string, Json] => [k, v])))
    .map(
      (entries): Body => ({
        contentType: "application/json",
        body: Buffer.from(jsonText(entries)),
        wantsToken: false,
      }),
    );
  const fields =
    forms.length > 0
      ? fc.oneof(
          { weight: 3, arbitrary: mutatedFormArb(ctx, forms) },
          { weight: 1, arbitrary: entriesArb(ctx).map((f) => ({ form: undefined, fields: f })) },
        )
      : entriesArb(ctx).map((f) => ({ form: undefined as HarvestedForm | undefined, fields: f }));
  const withToken = (f: Array<[string, string]>) => f.some(([, v]) => v === TOKEN);
  const form = fields.map(
    ({ fields: f }): Body => ({
      contentType: "application/x-www-form-urlencoded",
      body: urlencoded(f),
      wantsToken: withToken(f),
    }),
  );
  const upload = fc
    .tuple(fields, fc.option(fileBytesArb(jpeg)), fc.option(fc.nat(), { freq: 4 }))
    .map(([{ form: f, fields: entries }, bytes, cut]): Body => {
      const fileField = f?.files[0] ?? "photo";
      const whole = multipart(entries, bytes ? { name: fileField, bytes } : undefined);
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: cut === null ? whole : whole.subarray(0, cut % whole.length),
        wantsToken: withToken(entries),
      };
    });
  const jsonBody = fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc
          .array(fc.tuple(nameArb(ctx), jsonValueArb(ctx)), { maxLength: 10 })
          .map(jsonText),
      },
      { weight: 2, arbitrary: entriesArb(ctx).map((e) => jsonText(e)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '{"a":',
          "[",
          '{"__proto__":{"role":"admin"}}',
          '{"constructor":{"prototype":{"x":1}}}',
          "null",
          '""',
        ),
      },
    )
    .map(
      (text): Body => ({
        contentType: "application/json",
        body: Buffer.from(text),
        wantsToken: false,
      }),
    );
  const noise = fc
    .tuple(
      fc.uint8Array({ maxLength: 2000 }),
      fc.constantFrom(
        undefined,
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-16",
        "multipart/form-data",
        `multipart/form-data; boundary=${boundary}`,
        "application/json",
        "application/json; charset=latin1",
        "text/plain",
        "application/octet-stream",
        "image/jpeg",
        "application/xml",
        "",
      ),
    )
    .map(
      ([bytes, type]): Body => ({ contentType: type, body: Buffer.from(bytes), wantsToken: false }),
    );
  const none = fc.constant<Body>({ wantsToken: false });
  return json
    ? fc.oneof(
        { weight: ownFields.length > 0 ? 4 : 0, arbitrary: ownJson },
        { weight: 6, arbitrary: jsonBody },
        { weight: 1, arbitrary: form },
        { weight: 1, arbitrary: upload },
        { weight: 1, arbitrary: noise },
        { weight: 1, arbitrary: none },
      )
    : fc.oneof(
        { weight: 6, arbitrary: form },
        { weight: 2, arbitrary: upload },
        { weight: 1, arbitrary: jsonBody },
        { weight: 1, arbitrary: noise },
        { weight: 1, arbitrary: none },
      );
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

/**
 * Values in an address are cut: past Node's 16 kB of headers the server answers 431 before the
 * app sees anything, so a longer one would test Node, not the site. Huge values go in bodies.
 */
const urlValueLength = 600;

/** The string with any lone surrogate replaced, as a browser's URL encoding does. */
const wellFormed = (s: string) => Buffer.from(s, "utf8").toString("utf8");

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
