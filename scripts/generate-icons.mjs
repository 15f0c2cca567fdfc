// Renders the app icons in public/icons/ from public/favicon.svg. The PNGs are committed, so
// builds need no image tools; run this again (node scripts/generate-icons.mjs) when the logo
// changes. Needs sharp (a devDependency).
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"));
const outDir = path.join(root, "public/icons");
mkdirSync(outDir, { recursive: true });
// The theme's navy, as in app/config/brand.ts.
const navy = "#1b2a4a";

async function plain(size, file) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

// Maskable icons may be cut to a circle of 80% of their width: the logo sits inside that
// safe zone on a full-bleed navy square.
async function maskable(size, file) {
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: navy } })
    .composite([{ input: logo, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

// The page's icon (app/root.tsx): a raster, since Chromium builds a whole SVG document on the
// page's main thread to draw an SVG favicon (20-25 ms on this machine, after every page's load).
await plain(32, "favicon-32.png");
await plain(192, "icon-192.png");
await plain(512, "icon-512.png");
await maskable(512, "icon-maskable-512.png");
// iOS ignores the manifest's icons and rounds this one's corners itself.
await maskable(180, "apple-touch-icon.png");
console.log("Wrote public/icons/*.png");
