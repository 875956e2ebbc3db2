import type { OperationHandlers } from "../router.ts";
import { getAuthToken } from "./auth-token.ts";
import { getCustomerDetails, updateCustomerDetails } from "./customer.ts";
import { getIdv, getIdvMethods, selectIdvMethod } from "./idv.ts";
import { declineMail, getConsent, getNationalities, getNovumEntry, validateAddress, validateIban } from "./misc.ts";
import { acceptOffer, resetOffer, resetOfferPreview } from "./offer-order.ts";
import { getOffer, getOfferDocument, getOfferPreview, getOfferSummary, verifyOffer } from "./offer-read.ts";
import {
  getPrefilledTerminationConfig,
  getTerminationConfig,
  getTerminationPrefill,
  submitPrefilledTermination,
  submitTermination,
} from "./termination.ts";
import { downloadPrefilledTermination, downloadTermination, uploadTerminationDocument } from "./termination-files.ts";

/** One handler per operation of the contract; the type makes a missing one a compile error. */
export const OPERATION_HANDLERS: OperationHandlers = {
  getAuthToken,
  getNationalities,
  getConsent,
  getTerminationConfig,
  submitTermination,
  downloadTermination,
  uploadTerminationDocument,
  getPrefilledTerminationConfig,
  submitPrefilledTermination,
  downloadPrefilledTermination,
  getTerminationPrefill,
  verifyOffer,
  getOffer,
  resetOffer,
  getOfferPreview,
  acceptOffer,
  getOfferSummary,
  getOfferDocument,
  resetOfferPreview,
  getCustomerDetails,
  updateCustomerDetails,
  declineMail,
  getNovumEntry,
  getIdv,
  getIdvMethods,
  selectIdvMethod,
  validateAddress,
  validateIban,
};
