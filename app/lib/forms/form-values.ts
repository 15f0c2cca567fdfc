/** Longer than any short field (an e-mail address is at most 254) but far below a body's limit. */
const SHORT_FIELD_MAX = 254;

/**
 * What a form shows again after an error: every value cut to the most its field accepts (the
 * schema's maximum, given in `longFields` for fields longer than a line), so a page never echoes
 * back more than a person could have typed into it.
 */
export function keptValues(
  values: Record<string, string>,
  longFields: Record<string, number> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value.slice(0, longFields[name] ?? SHORT_FIELD_MAX),
    ]),
  );
}
