import { expect, test } from "vitest";
import { imageUrlsToWarm } from "./image-urls";
import { MAX_WARM_IMAGES } from "./messages";

const origin = "https://www.example.com";

test("keeps our own image files, made absolute, each once", () => {
  expect(
    imageUrlsToWarm(
      [
        "/images/services/wills.svg",
        `${origin}/images/og-default.png`,
        "/images/services/wills.svg",
      ],
      origin,
    ),
  ).toEqual([`${origin}/images/services/wills.svg`, `${origin}/images/og-default.png`]);
});

test("ignores other origins, non-images, private addresses and junk", () => {
  expect(
    imageUrlsToWarm(
      [
        "https://tracker.example.net/pixel.png",
        "/services/family-law",
        "/api/avatar.png",
        "/admin/logo.svg",
        42,
        null,
        "http://[bad",
      ],
      origin,
    ),
  ).toEqual([]);
});

test("takes at most MAX_WARM_IMAGES from one message", () => {
  const many = Array.from({ length: MAX_WARM_IMAGES + 10 }, (_, i) => `/images/${i}.svg`);
  expect(imageUrlsToWarm(many, origin)).toHaveLength(MAX_WARM_IMAGES);
});
