import { writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { DemoContext } from "../demo-context.ts";
import { fieldError, json, pdf, problem, type Schemas, validationProblem } from "../http.ts";
import { terminationPdf } from "../pdf/termination-pdf.ts";
import type { OperationRequest } from "../router.ts";
import { MAX_UPLOAD_BYTES, MAX_UPLOADS } from "../seed/termination.ts";
import type { TerminationRecord, UploadRecord } from "../store.ts";

type UploadType = Schemas["UploadResult"]["contentType"];

/** The real type from the first bytes; the declared type and the file name are not trusted. */
export function sniffType(bytes: Uint8Array): UploadType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  return undefined;
}

export async function uploadTerminationDocument(request: OperationRequest, demo: DemoContext): Promise<Response> {
  const { file } = request.body as { file: File };
  const submissionId = request.path.id ?? "";
  if (file.size > MAX_UPLOAD_BYTES) throw problem(413, "PAYLOAD_TOO_LARGE", "The file is larger than 5 MB.");
  if (file.size === 0) throw validationProblem([fieldError("file", "EMPTY", "the file is empty")]);
  if (demo.store.terminations.has(submissionId)) {
    throw problem(422, "SUBMISSION_ID_REUSED", "This termination was already submitted.");
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffType(bytes);
  if (!contentType) {
    throw validationProblem([fieldError("file", "UNSUPPORTED_TYPE", "only PDF, JPEG or PNG files are accepted")]);
  }
  const existing = [...demo.store.uploads.values()].filter((upload) => upload.submissionId === submissionId);
  if (existing.length >= MAX_UPLOADS) {
    throw validationProblem([fieldError("file", "TOO_MANY", `at most ${MAX_UPLOADS} files per termination`)]);
  }
  const record: UploadRecord = {
    uploadId: `UP-${demo.randomId()}`,
    submissionId,
    brand: request.path.brand as Schemas["BrandSlug"],
    fileName: basename(file.name || "upload").slice(0, 100),
    contentType,
    size: file.size,
  };
  writeFileSync(join(demo.store.uploadsDir, record.uploadId), bytes);
  demo.store.record({ type: "upload", at: demo.now().toISOString(), record });
  const body: Schemas["UploadResult"] = {
    uploadId: record.uploadId,
    fileName: record.fileName,
    contentType: record.contentType,
    size: record.size,
  };
  return json(body);
}

async function download(
  request: OperationRequest,
  demo: DemoContext,
  form: TerminationRecord["form"],
): Promise<Response> {
  const record = demo.store.terminations.get(request.path.id ?? "");
  if (!record || record.form !== form || record.brand !== request.path.brand) {
    throw problem(404, "NOT_FOUND", "No termination with this id.");
  }
  const uploads = record.uploadIds.flatMap((id) => demo.store.uploads.get(id) ?? []);
  const bytes = await terminationPdf(record, uploads);
  return pdf(bytes, `kuendigung-${record.id}.pdf`);
}

export function downloadTermination(request: OperationRequest, demo: DemoContext): Promise<Response> {
  return download(request, demo, "default");
}

export function downloadPrefilledTermination(request: OperationRequest, demo: DemoContext): Promise<Response> {
  return download(request, demo, "selfcare");
}
