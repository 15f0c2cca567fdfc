import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { images, imageVariants } from "../../db/schema";
import { type ProcessedImage, processImage } from "./process-image";

/** The database or an open transaction. */
export type Executor = Pick<Database, "insert" | "delete" | "select">;

/**
 * Stores a re-encoded image. Called inside the transaction that also points an article or team
 * member at it, so an image never exists without the record that uses it.
 */
export async function storeImage(
  tx: Executor,
  image: Extract<ProcessedImage, { kind: "ok" }>,
  uploadedBy: string | null,
): Promise<string> {
  const [row] = await tx
    .insert(images)
    .values({ width: image.width, height: image.height, uploadedBy })
    .returning({ id: images.id });
  if (!row) throw new Error("image insert returned no row");
  await tx.insert(imageVariants).values(image.variants.map((v) => ({ imageId: row.id, ...v })));
  return row.id;
}

/** Each image belongs to one record, so replacing or deleting that record's picture drops it. */
export async function deleteImage(tx: Executor, id: string | null | undefined): Promise<void> {
  if (id) await tx.delete(images).where(eq(images.id, id));
}

export interface StoredVariant {
  bytes: Buffer;
  format: "avif" | "webp";
}

export function createImageService(db: Database) {
  return {
    /** Checks an upload by its content and re-encodes it; stores nothing. */
    process: processImage,

    async findVariant(
      imageId: string,
      width: number,
      format: "avif" | "webp",
    ): Promise<StoredVariant | undefined> {
      const [row] = await db
        .select({ bytes: imageVariants.bytes, format: imageVariants.format })
        .from(imageVariants)
        .where(
          and(
            eq(imageVariants.imageId, imageId),
            eq(imageVariants.width, width),
            eq(imageVariants.format, format),
          ),
        );
      return row;
    },

    /** Every stored size, for tests and checks (never the bytes). */
    async listVariants(imageId: string) {
      return db
        .select({
          format: imageVariants.format,
          width: imageVariants.width,
          height: imageVariants.height,
        })
        .from(imageVariants)
        .where(eq(imageVariants.imageId, imageId));
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
