import type { BrandSlug } from "~/platform/api/types";
import { isBrandSlug } from "~/platform/brand/registry";

/** The confirmation's own address for the PDF without JavaScript: `?beleg=pdf` (termination.server.ts). */
export const RECEIPT_QUERY = "beleg";

/** The contract's download call behind a receipt's `downloadUrl`. */
export interface ReceiptCall {
  brand: BrandSlug;
  form: "default" | "selfcare";
  submissionId: string;
}

const DOWNLOAD = /^\/api\/([a-z0-9]+)\/(contracttermination|prefilledcontracttermination)\/download\/([\w-]{1,128})$/;

/** The call a receipt's address names; null for an address of another shape, which the plain link then opens. */
export function receiptCallOf(url: string): ReceiptCall | null {
  const [, brand, segment, submissionId] = DOWNLOAD.exec(url) ?? [];
  if (!isBrandSlug(brand) || !submissionId) return null;
  return { brand, form: segment === "contracttermination" ? "default" : "selfcare", submissionId };
}
