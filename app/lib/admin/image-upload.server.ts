import type { AppLoadContext } from "react-router";
import type { ImagePurpose } from "~/shared/images";
import type { UploadedFile } from "./upload-form.server";

const uploadMessages = {
  notAnImage: "The file must be a JPEG, PNG, WebP or AVIF image",
  tooLarge: "The image must be 5 MB or smaller",
  damaged: "The image is damaged or incomplete. Choose the file again, or save it afresh first",
} as const;

/** What judges and re-encodes an upload: the content services' images. */
export type ImageProcessor = Pick<AppLoadContext["services"]["content"]["images"], "process">;

type Processed = Awaited<ReturnType<ImageProcessor["process"]>>;

export type ImageUpload =
  | { kind: "none" }
  | { kind: "refused"; message: string }
  | { kind: "ok"; image: Extract<Processed, { kind: "ok" }> };

/** Judges an uploaded file by what it contains, then re-encodes it (nothing is stored yet). */
export async function checkImageUpload(
  images: ImageProcessor,
  file: UploadedFile | undefined,
  purpose: ImagePurpose,
): Promise<ImageUpload> {
  if (!file) return { kind: "none" };
  if (file.tooLarge) return { kind: "refused", message: uploadMessages.tooLarge };
  if (file.bytes.length === 0) return { kind: "refused", message: uploadMessages.notAnImage };
  const processed = await images.process(file.bytes, purpose);
  if (processed.kind === "damaged") return { kind: "refused", message: uploadMessages.damaged };
  if (processed.kind !== "ok") return { kind: "refused", message: uploadMessages.notAnImage };
  return { kind: "ok", image: processed };
}
