import { createBrowserApiClient } from "~/platform/api/browser";
import { downloadPrefilledTermination } from "~/platform/api/endpoints/download-prefilled-termination";
import { downloadTermination } from "~/platform/api/endpoints/download-termination";
import type { ReceiptCall } from "./receipt-link";

/**
 * The receipt as PDF through the API client (trace id, timeout), handed to the browser as a download; loaded on
 * the click. Throws on any failure, also for a 200 that is no PDF (a gateway's page, a cut-off JSON): the customer
 * would otherwise save a broken file and learn it only when the proof is needed.
 */
export async function downloadReceipt(call: ReceiptCall): Promise<void> {
  const api = createBrowserApiClient();
  const input = { brand: call.brand, submissionId: call.submissionId };
  const blob =
    call.form === "default" ? await downloadTermination(api, input) : await downloadPrefilledTermination(api, input);
  const head = new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer());
  if (head !== "%PDF-") throw new Error(`Not a PDF: ${blob.type || "no type"}`);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement("a");
  link.href = url;
  link.download = `${call.submissionId}.pdf`;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; keep the address a little for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
