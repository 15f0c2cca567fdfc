import { Router } from "express";
import { uuidPattern as uuid } from "~/shared/uuid";
import type { ImageService } from "../services/images/image-store";

const file = /^([1-9]\d{0,4})\.(avif|webp)$/;

/**
 * GET /media/:imageId/:width.:format: an uploaded picture's stored variant. Variants never
 * change after upload (a new picture gets a new id), so they are cached for a year as
 * immutable, and the ETag is simply their name.
 */
export function mediaRouter(images: ImageService): Router {
  const router = Router();
  router.get("/media/:imageId/:file", async (req, res, next) => {
    const match = file.exec(req.params.file);
    if (!uuid.test(req.params.imageId) || !match) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const width = Number(match[1]);
    const format = match[2] as "avif" | "webp";
    try {
      const etag = `"${req.params.imageId}-${width}-${format}"`;
      const variant = await images.findVariant(req.params.imageId, width, format);
      if (!variant) {
        res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
        return;
      }
      res.set({
        "Content-Type": `image/${format}`,
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: etag,
      });
      if (req.headers["if-none-match"] === etag) {
        res.status(304).end();
        return;
      }
      res.send(variant.bytes);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
