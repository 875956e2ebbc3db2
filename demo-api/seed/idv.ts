import type { Schemas } from "../http.ts";

type IdvMethodId = Schemas["IdvMethodId"];
type IdvErrorCode = Schemas["IdvErrorCode"];

export interface IdvSeed {
  name: string;
  brand: Schemas["BrandSlug"];
  status: Schemas["IdvStatus"];
  methods: IdvMethodId[];
  mixedBasketWithOtp?: boolean;
  retryPossible?: boolean;
  selectedMethod?: IdvMethodId;
  /** Pending turns into success after this many polls (per caller). */
  pendingPolls?: number;
  code?: IdvErrorCode;
  serverError?: boolean;
}

export const METHOD_INFO: Record<IdvMethodId, Omit<Schemas["IdvMethod"], "id">> = {
  eId: { provider: "Nect", recommended: true, durationMinutes: 5 },
  videoIdent: { provider: "IDnow", recommended: false, durationMinutes: 10 },
  postIdentBranch: { provider: "Deutsche Post", recommended: false, durationMinutes: 20 },
  postIdentVideo: { provider: "Deutsche Post", recommended: false, durationMinutes: 10 },
  postIdentEid: { provider: "Deutsche Post", recommended: false, durationMinutes: 5 },
  postIdentPhoto: { provider: "Deutsche Post", recommended: false, durationMinutes: 8 },
  otp: { provider: "SMS", recommended: true, durationMinutes: 2 },
};

const ALL: IdvMethodId[] = ["eId", "videoIdent", "postIdentBranch", "postIdentVideo", "postIdentEid", "postIdentPhoto"];

export const IDV_SEEDS: Record<string, IdvSeed> = {
  "demo-idv-selection": {
    name: "Method selection (video ident, eID, PostIdent)",
    brand: "aldi",
    status: "selection",
    methods: ALL,
  },
  "demo-idv-otp": {
    name: "Method selection with OTP (mixed basket)",
    brand: "o2",
    status: "selection",
    methods: ["otp", "eId", "videoIdent"],
    mixedBasketWithOtp: true,
  },
  "demo-idv-pending": {
    name: "Pending, successful after three polls",
    brand: "nova",
    status: "pending",
    methods: ALL,
    selectedMethod: "videoIdent",
    pendingPolls: 3,
  },
  "demo-idv-submitted": {
    name: "Method chosen, not started",
    brand: "ortel",
    status: "submitted",
    methods: ALL,
    selectedMethod: "eId",
  },
  "demo-idv-post-ident": {
    name: "PostIdent at a branch (coupon)",
    brand: "spice",
    status: "pending",
    methods: ALL,
    selectedMethod: "postIdentBranch",
  },
  "demo-idv-success": { name: "Success", brand: "aldi", status: "success", methods: ALL, selectedMethod: "eId" },
  "demo-idv-failed": {
    name: "Failed, another try possible",
    brand: "aldi",
    status: "failed",
    methods: ALL,
    selectedMethod: "videoIdent",
    retryPossible: true,
  },
  "demo-idv-failed-final": {
    name: "Failed, no more tries",
    brand: "aldi",
    status: "failed",
    methods: ALL,
    selectedMethod: "videoIdent",
  },
  "demo-idv-expired": { name: "Expired", brand: "aldi", status: "expired", methods: ALL },
  "demo-idv-consumed": {
    name: "Already accepted",
    brand: "aldi",
    status: "consumed",
    methods: ALL,
    selectedMethod: "eId",
  },
  "demo-idv-completed": { name: "Completed", brand: "aldi", status: "completed", methods: ALL, selectedMethod: "eId" },
  "demo-idv-cancelled": { name: "Order cancelled", brand: "aldi", status: "cancelled", methods: ALL },
  "demo-idv-no-methods": { name: "No methods available", brand: "aldi", status: "selection", methods: [] },
  "demo-idv-server-error": {
    name: "Server error",
    brand: "aldi",
    status: "selection",
    methods: ALL,
    serverError: true,
  },
};

export const IDV_ERROR_CODES: readonly IdvErrorCode[] = [
  "IDV_COMPLETED",
  "IDV_NO_METHODS_AVAILABLE",
  "IDV_SUCCESS",
  "NO_MORE_IDV_POSSIBLE",
  "OFFER_CANCELLED",
  "OFFER_CONSUMED",
  "OFFER_EXPIRED",
  "RESERVATION_CALL_HOTLINE",
  "TECHNICAL_PROBLEM",
  "DOWNTIME",
];

/** `NO_MORE_IDV_POSSIBLE` → `demo-idv-error-no-more-idv-possible`. */
export function idvCodeToken(code: IdvErrorCode): string {
  return `demo-idv-error-${code.toLowerCase().replaceAll("_", "-")}`;
}

for (const code of IDV_ERROR_CODES) {
  IDV_SEEDS[idvCodeToken(code)] = { name: code, brand: "aldi", status: "selection", methods: ALL, code };
}
