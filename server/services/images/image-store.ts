import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { images, imageVariants } from "../../db/schema";
import { type ProcessedImage, processImage } from "./process-image";

/**
 * The width under which a portrait's kept source is stored beside its crops. No served variant
 * is 0 px wide, and the media route only answers widths from 1, so the source, uncropped, is
 * never sent to anyone; it is only read back to crop the portrait again (issue 32).
 */
export const SOURCE_WIDTH = 0;

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
  const source = image.source
    ? [{ format: "webp" as const, width: SOURCE_WIDTH, height: 0, bytes: image.source.bytes }]
    : [];
  await tx
    .insert(imageVariants)
    .values([...image.variants, ...source].map((v) => ({ imageId: row.id, ...v })));
  return row.id;
}

/** A portrait's kept source, or undefined for a picture stored before sources were kept. */
export async function findSource(tx: Executor, imageId: string): Promise<Buffer | undefined> {
  const [row] = await tx
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, SOURCE_WIDTH)));
  return row?.bytes;
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
            gt(imageVariants.width, SOURCE_WIDTH),
            eq(imageVariants.format, format),
          ),
        );
      return row;
    },

    /** Every size served, for tests and checks (never the bytes, never a kept source). */
    async listVariants(imageId: string) {
      return db
        .select({
          format: imageVariants.format,
          width: imageVariants.width,
          height: imageVariants.height,
        })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, imageId), gt(imageVariants.width, SOURCE_WIDTH)));
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
