/** A record id as the database makes them (gen_random_uuid), checked before any query. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | undefined): value is string =>
  value !== undefined && uuidPattern.test(value);
