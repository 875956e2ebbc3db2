import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, UploadResult } from "../types.ts";

/** POST /api/{brand}/contracttermination/upload/{id}: one proof document (PDF, JPEG or PNG, at most 5 MB). */
export function uploadTerminationDocument(
  client: ApiClient,
  input: { brand: BrandSlug; submissionId: string; file: Blob; fileName?: string },
): Promise<UploadResult> {
  const fileName = input.fileName ?? (input.file instanceof File ? input.file.name : "upload");
  return unwrap(
    client.POST("/api/{brand}/contracttermination/upload/{id}", {
      params: { path: { brand: input.brand, id: input.submissionId } },
      body: { file: input.file },
      bodySerializer(body) {
        const form = new FormData();
        form.append("file", body.file, fileName);
        return form;
      },
    }),
  );
}
