/**
 * Whether a database error is a unique violation (SQLSTATE 23505), on either engine. Drizzle
 * wraps the driver's error, so the code is on `cause`; a bare driver error has it itself.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { cause?: { code?: string }; code?: string })?.cause?.code ??
    (err as { code?: string })?.code;
  return code === "23505";
}
