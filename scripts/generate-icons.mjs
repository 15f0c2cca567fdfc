// Renders the app icons in public/icons/ from public/favicon.svg, and the date field's calendar
// glyph in app/styles/. The PNGs are committed, so builds need no image tools; run this again
// (node scripts/generate-icons.mjs) when the logo changes. Needs sharp (a devDependency).
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

// The date field's calendar button (app/app.css, which Vite inlines as a data: URL): Chromium's own is an SVG image, and the first
// SVG image a page draws builds an isolated SVG document on its main thread (30-118 ms with the
// CPU slowed 4x, on stamp duty). Our own glyph, drawn at three times the 1em it is shown at.
const calendarSvg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">
  <g fill="none" stroke="#1f2430" stroke-width="1.4" stroke-linecap="round">
    <rect x="1.7" y="2.9" width="12.6" height="11.4" rx="1.6"/>
    <path d="M1.7 6.4h12.6M5 1.3v3M11 1.3v3"/>
  </g>
  <g fill="#1f2430"><rect x="4" y="8.3" width="2" height="2"/><rect x="7" y="8.3" width="2" height="2"/><rect x="10" y="8.3" width="2" height="2"/><rect x="4" y="11.1" width="2" height="1.8"/><rect x="7" y="11.1" width="2" height="1.8"/></g>
</svg>`);
await sharp(calendarSvg, { density: (72 * 48) / 16 })
  .resize(48, 48)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(root, "app/styles/calendar-icon.png"));
console.log("Wrote public/icons/*.png");
