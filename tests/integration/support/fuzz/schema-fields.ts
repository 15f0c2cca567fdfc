import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What the zod schemas in app/lib read: every field name, and every literal they accept. */
export interface SchemaFields {
  names: string[];
  /** Enum and literal values (meeting types, practice areas, intents…): values that get further. */
  literals: string[];
  /** Each object schema's own keys, to build a body shaped like one a route really reads. */
  shapes: string[][];
}

const libDir = path.resolve(import.meta.dirname, "../../../../app/lib");

/** Every module under app/lib that builds a zod schema (app/shared/schemas/, the content and quote forms…). */
function schemaModules(): string[] {
  return readdirSync(libDir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(libDir, f))
    .filter((file) => /\bz\.(object|enum|literal)\(/.test(readFileSync(file, "utf8")));
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isZod = (v: unknown): v is ZodLike =>
  typeof v === "object" &&
  v !== null &&
  "_zod" in v &&
  typeof (v as ZodLike)._zod?.def === "object";

/**
 * Reads every module under app/lib that builds a schema (a new one is read the day it lands) and walks each exported zod
 * schema: objects give their keys, enums and literals their values, and wrappers (optional,
 * pipe, union, intersection, array…) are looked through.
 */
export async function schemaFields(): Promise<SchemaFields> {
  const names = new Set<string>();
  const literals = new Set<string>();
  const shapes: string[][] = [];
  const seen = new Set<unknown>();
  const walk = (schema: ZodLike) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def;
    if (def.type === "object") {
      const shape = def.shape as Record<string, ZodLike>;
      shapes.push(Object.keys(shape));
      for (const [key, value] of Object.entries(shape)) {
        names.add(key);
        walk(value);
      }
      return;
    }
    if (def.type === "enum") {
      for (const v of Object.values(def.entries as Record<string, unknown>)) {
        if (typeof v === "string") literals.add(v);
      }
    }
    if (def.type === "literal") {
      for (const v of def.values as unknown[]) if (typeof v === "string") literals.add(v);
    }
    for (const key of [
      "innerType",
      "in",
      "out",
      "left",
      "right",
      "element",
      "schema",
      "valueType",
    ]) {
      const inner = def[key];
      if (isZod(inner)) walk(inner);
    }
    for (const key of ["options", "items"]) {
      const list = def[key];
      if (Array.isArray(list)) for (const inner of list) if (isZod(inner)) walk(inner);
    }
  };
  for (const file of schemaModules()) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isZod(value)) walk(value);
  }
  return {
    names: [...names].sort(),
    literals: [...literals].sort(),
    shapes: shapes.filter((s) => s.length > 0),
  };
}
