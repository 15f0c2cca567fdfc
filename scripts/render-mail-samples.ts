import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sampleMails } from "../tests/fixtures/sample-mails";

/**
 * Writes every e-mail template, rendered from fixed sample data, as `<name>.html` and
 * `<name>.txt` into the folder given (test-data/mail-samples by default), to open in a browser
 * or a mail client while working on them: `npx tsx scripts/render-mail-samples.ts`.
 * Each file is written whole and then renamed, so a reader never sees half of one.
 */
const root = path.resolve(import.meta.dirname, "..");
const folder = path.resolve(root, process.argv[2] ?? "test-data/mail-samples");
mkdirSync(folder, { recursive: true });

for (const { name, mail } of sampleMails) {
  for (const [ending, body] of [
    ["html", mail.html],
    ["txt", `Subject: ${mail.subject}\n\n${mail.text}`],
  ] as const) {
    const file = path.join(folder, `${name}.${ending}`);
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, body);
    renameSync(partial, file);
  }
}
console.log(`mail samples: wrote ${sampleMails.length} mails to ${path.relative(root, folder)}`);
