import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Database } from "../../../server/db/client";
import { articles, bookings, enquiries, users } from "../../../server/db/schema";
import { projectRoot } from "../../../server/paths";
import { hashToken, newSecretToken } from "../../../server/security/tokens/hash-token";
import { storeImage } from "../../../server/services/images/image-store";
import { processImage } from "../../../server/services/images/process-image";

const tag = () => randomBytes(3).toString("hex").toUpperCase();

/** Records of every kind a client or the firm creates, written straight to the tables. */
export async function addClientRecords(db: Database, secret: string) {
  const manageToken = newSecretToken();
  // On the half-hour grid, as every booking is.
  const startsAt = new Date(Math.floor((Date.now() + 4 * 86_400_000) / 1_800_000) * 1_800_000);
  const booked = await db
    .insert(bookings)
    .values(
      [0, 1].map((i) => ({
        reference: `CH-B${tag()}${i}`,
        practiceArea: "wills-probate",
        meetingType: "phone" as const,
        pool: "remote" as const,
        startsAt: new Date(startsAt.getTime() + i * 3_600_000),
        endsAt: new Date(startsAt.getTime() + i * 3_600_000 + 30 * 60_000),
        seat: 900 + i,
        status: "confirmed" as const,
        name: `Pat Example ${i}`,
        email: `pat.${i}.${tag().toLowerCase()}@example.com`,
        phone: "0161 496 0789",
        summary: "I would like to make a will.",
        manageTokenHash: i === 0 ? hashToken(secret, "manage", manageToken) : `h-${tag()}`,
        consentedAt: new Date(),
      })),
    )
    .returning({ id: bookings.id });
  const enquired = await db
    .insert(enquiries)
    .values(
      [0, 1, 2].map((i) => ({
        reference: `CH-E${tag()}${i}`,
        name: `Sam Sender ${i}`,
        email: `sam.${i}@example.com`,
        practiceArea: "family-law",
        message: `Enquiry number ${i} about a separation.`,
        replyBy: "email" as const,
        privacyAgreedAt: new Date(),
      })),
    )
    .returning({ id: enquiries.id });
  const png = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: { r: 20, g: 60, b: 120 } },
  })
    .png()
    .toBuffer();
  const processed = await processImage(png, "cover");
  if (processed.kind !== "ok") throw new Error(`image not accepted: ${processed.kind}`);
  const slug = `restored-article-${tag().toLowerCase()}`;
  const imageId = await storeImage(db, processed, null);
  await db.insert(articles).values({
    slug,
    title: "What a restore must bring back",
    summary: "An article written before the backup.",
    body: "Every word of this article must survive a restore.",
    practiceArea: "wills-probate",
    status: "published",
    publishedAt: new Date(Date.now() - 86_400_000),
    coverImageId: imageId,
    coverAlt: "A plain blue picture",
  });
  const variant = processed.variants.find((v) => v.format === "webp");
  if (!variant) throw new Error("no webp variant");
  return {
    bookingIds: booked.map((b) => b.id),
    enquiryIds: enquired.map((e) => e.id),
    manageToken,
    slug,
    image: { id: imageId, width: variant.width, bytes: variant.bytes },
  };
}

export async function addClientAccount(db: Database, email: string) {
  const [row] = await db
    .insert(users)
    .values({ name: "Chris Client", email, role: "client" })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  return row.id;
}

/** Runs one of the project's npm scripts' TypeScript entry points, as `npm run` would. */
export function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", `scripts/${script}.ts`, ...args],
    {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (c) => {
    output += c;
  });
  child.stderr?.on("data", (c) => {
    output += c;
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}
