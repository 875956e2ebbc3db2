import { createBrowserApiClient } from "~/platform/api/browser";
import { downloadPrefilledTermination } from "~/platform/api/endpoints/download-prefilled-termination";
import { downloadTermination } from "~/platform/api/endpoints/download-termination";
import { saveFile } from "~/platform/files/save-file";
import type { ReceiptCall } from "./receipt-link";

/**
 * The receipt as PDF through the API client (trace id, timeout), handed to the browser as a download; loaded on
 * the click. Throws on any failure, also for a 200 that is no PDF (the endpoints check it).
 */
export async function downloadReceipt(call: ReceiptCall): Promise<void> {
  const api = createBrowserApiClient();
  const input = { brand: call.brand, submissionId: call.submissionId };
  const blob =
    call.form === "default" ? await downloadTermination(api, input) : await downloadPrefilledTermination(api, input);
  // Named for what it is: a bare id says nothing in the downloads folder.
  saveFile(blob, `Kuendigungsbestaetigung-${call.submissionId}.pdf`);
}
