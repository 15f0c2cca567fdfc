import type { Harvest } from "./harvest";
import type { SchemaFields } from "./schema-fields";
import type { Target } from "./targets";

/** What the generators draw on: the targets, and what the crawl and the schemas found. */
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
