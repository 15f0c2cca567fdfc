import { z } from "~/shared/zod";

/** Files kept in DATA_DIR that key hashes stored in the database; a restore needs them back. */
export const SECRET_FILES = ["session-secret"] as const;

export const snapshotManifest = z.object({
  format: z.literal(1),
  /** Taken before the database was copied: every closure journalled after it is re-applied. */
  createdAt: z.iso.datetime(),
  database: z.literal("pglite"),
  appVersion: z.string(),
  /** Secret files inside the snapshot, under secrets/. */
  secrets: z.array(z.enum(SECRET_FILES)),
  /**
   * SESSION_SECRET came from the environment, so no file was copied: the restored site needs
   * the same value set again, or every e-mailed manage link stops working.
   */
  sessionSecretFromEnvironment: z.boolean(),
});
export type SnapshotManifest = z.infer<typeof snapshotManifest>;

/** The names of the entries inside a snapshot (a gzipped tar). */
export const SNAPSHOT_ENTRIES = {
  manifest: "manifest.json",
  database: "pglite.tar",
  secret: (name: string) => `secrets/${name}`,
} as const;
