import type { z } from "~/shared/zod";

/**
 * Forms whose fields repeat (a price page's bands, fees and disbursements) name each control by
 * its place in the document: `legalFee.bands.0.upTo`. These read such a post back into the
 * nested shape, and put a schema's messages back beside the control that caused them. Flat
 * forms use ./parse-fields instead.
 */
export type NestedValue = string | string[] | NestedValue[] | { [key: string]: NestedValue };
export type NestedFields = { [key: string]: NestedValue };

/** Names a post could use to reach an object's prototype: never followed. */
const unsafeSegments = new Set(["__proto__", "prototype", "constructor"]);
const indexPattern = /^(?:0|[1-9]\d{0,5})$/;

/** A branch of the tree while it is built: numbered children are kept by number until the end. */
interface Branch {
  named: Map<string, Branch | string | string[]>;
}

const newBranch = (): Branch => ({ named: new Map() });

/**
 * `{ "bands.1.upTo": "5", "bands.0.upTo": "2", label: "Fee" }` →
 * `{ bands: [{ upTo: "2" }, { upTo: "5" }], label: "Fee" }`. A level whose names are all
 * numbers becomes a list in number order, gaps closed up (a removed row leaves no hole). A name
 * that is both a value and a parent keeps whichever came first.
 */
export function nestFields(flat: Record<string, string | string[]>): NestedFields {
  const root = newBranch();
  for (const [name, value] of Object.entries(flat)) {
    const segments = name.split(".");
    if (segments.some((s) => s === "" || unsafeSegments.has(s))) continue;
    let branch = root;
    let blocked = false;
    for (const segment of segments.slice(0, -1)) {
      const next = branch.named.get(segment) ?? newBranch();
      if (typeof next === "string" || Array.isArray(next)) {
        blocked = true;
        break;
      }
      branch.named.set(segment, next);
      branch = next;
    }
    const leaf = segments[segments.length - 1] as string;
    if (!blocked && !branch.named.has(leaf)) branch.named.set(leaf, value);
  }
  return settle(root) as NestedFields;
}

function settle(branch: Branch): NestedValue {
  const keys = [...branch.named.keys()];
  const settled = (key: string): NestedValue => {
    const child = branch.named.get(key) as Branch | string | string[];
    return typeof child === "string" || Array.isArray(child) ? child : settle(child);
  };
  if (keys.length > 0 && keys.every((k) => indexPattern.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map(settled);
  }
  const out: { [key: string]: NestedValue } = {};
  for (const key of keys) out[key] = settled(key);
  return out;
}

/** The dotted name of a place in the document, as the form's controls are named. */
export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join(".");
}

type Issue = z.core.$ZodIssue;

/**
 * A union's own message is "Invalid input"; the useful one is in the branch the value was
 * meant for: the first branch that did not refuse the value's type outright.
 */
function meantIssues(issue: Issue): Issue[] {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
  const branch =
    issue.errors.find((b) => !b.some((i) => i.code === "invalid_type" && i.path.length === 0)) ??
    issue.errors[0] ??
    [];
  return branch.flatMap((inner) =>
    meantIssues({ ...inner, path: [...issue.path, ...inner.path] } as Issue),
  );
}

/**
 * The first message for each control, by its dotted name. `under` is the document's path to the
 * part the form edits (["pages", "residential-purchase"]): that part is cut from the names, and
 * messages elsewhere in the document are left out. A message about the part as a whole is
 * under "form".
 */
export function nestedFieldErrors(
  error: z.ZodError,
  under: ReadonlyArray<PropertyKey> = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues.flatMap(meantIssues)) {
    const path = issue.path;
    if (!under.every((segment, i) => String(path[i]) === String(segment))) continue;
    const name = fieldName(path.slice(under.length)) || "form";
    errors[name] ??= issue.message;
  }
  return errors;
}
