import { Readable } from "node:stream";
import busboy from "busboy";
import { data } from "react-router";
import { readSubmission, type Submission, submissionOf } from "~/lib/forms/form-action.server";

/** One uploaded file as the action sees it: held in memory only up to the size limit. */
export interface UploadedFile {
  field: string;
  filename: string;
  /** Empty when the file was larger than the limit: its bytes past the limit were discarded. */
  bytes: Buffer;
  tooLarge: boolean;
}

/** A content form's post: its text fields as every admin form reads them, and its one file. */
export interface UploadSubmission {
  submission: Submission;
  file?: UploadedFile;
}

interface Limits {
  /** Per file; the rest of a larger file is read and thrown away, so the form still arrives. */
  maxFileBytes: number;
  /** The whole request; past this the upload is cut off with 413. */
  maxRequestBytes: number;
}

const defaults: Limits = { maxFileBytes: 5 * 1024 * 1024, maxRequestBytes: 12 * 1024 * 1024 };

/**
 * Reads an admin form post, with or without a file. Multipart bodies are streamed through busboy
 * with a per-file limit, so a large file costs at most the limit in memory and the rest of the
 * form (the user's other input) is still read and can be shown again. The request as a whole
 * is capped too, so nobody can keep a connection busy with an endless body. Staff text is
 * never cut ("uncut"): an article's body is shown again whole.
 */
export async function readUploadSubmission(
  request: Request,
  limits: Limits = defaults,
): Promise<UploadSubmission> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    return { submission: await readSubmission(request, "uncut") };
  }
  if (!request.body) return { submission: submissionOf(new FormData(), "uncut") };
  const { form, file } = await readMultipart(request.body, type, limits);
  return { submission: submissionOf(form, "uncut"), file };
}

function readMultipart(
  body: ReadableStream<Uint8Array>,
  type: string,
  limits: Limits,
): Promise<{ form: FormData; file?: UploadedFile }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    let file: UploadedFile | undefined;
    let received = 0;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      reject(error);
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        limits: { fileSize: limits.maxFileBytes, files: 1, fields: 60, fieldSize: 512 * 1024 },
      });
    } catch {
      reject(data({ message: "The form could not be read." }, { status: 400 }));
      return;
    }
    const input = Readable.fromWeb(body as import("node:stream/web").ReadableStream);

    parser.on("field", (name, value) => form.append(name, value));
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on("error", unreadable);
      stream.on("data", (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on("limit", () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on("end", () => {
        const bytes = tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks);
        // A file input left empty still sends a part with no name and no bytes.
        if (!info.filename && bytes.length === 0 && !tooLarge) return;
        file = { field, filename: info.filename ?? "", bytes, tooLarge };
      });
    });
    // A cut-off or malformed multipart body is the sender's mistake, not ours.
    const unreadable = () =>
      fail(data({ message: "The form could not be read." }, { status: 400 }));
    parser.on("error", unreadable);
    parser.on("close", () => {
      if (!failed) resolve({ form, file });
    });

    input.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxRequestBytes) {
        fail(data({ message: "The upload is too large." }, { status: 413 }));
      }
    });
    input.on("error", fail);
    input.pipe(parser);
  });
}
