import fc from "fast-check";
import type { FuzzContext } from "./context";
import type { HarvestedForm } from "./harvest";
import { type Json, jsonText, jsonValueArb, nameArb, valueArb, valueForArb } from "./values";

/** Replaced by a freshly issued form token (startedAt) when the request is sent. */
export const TOKEN = "FUZZ-FRESH-FORM-TOKEN";

export function entriesArb(ctx: FuzzContext): fc.Arbitrary<Array<[string, string]>> {
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

export type Body = { contentType?: string; body?: Buffer; wantsToken: boolean };

/** A body of every kind: the form as drawn, random fields, multipart (cut or not), JSON, noise. */
export function bodyArb(
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
