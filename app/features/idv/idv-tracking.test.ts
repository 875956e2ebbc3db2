import { describe, expect, it } from "vitest";
import { idvEventOf, idvLabel } from "./idv-tracking";

describe("IDV label", () => {
  it("joins the mixed-basket-with-OTP flag and the chosen method", () => {
    expect(idvLabel({ mixedBasketWithOtp: true, method: "otp" })).toBe("mixed_basket_otp/otp");
    expect(idvLabel({ mixedBasketWithOtp: false, method: "videoIdent" })).toBe("standard/videoident");
    expect(idvLabel({ mixedBasketWithOtp: true, method: "eId" })).toBe("mixed_basket_otp/eid");
  });

  it("says none before a method is chosen", () => {
    expect(idvLabel({ mixedBasketWithOtp: false, method: null })).toBe("standard/none");
    expect(idvLabel({ mixedBasketWithOtp: true, method: undefined })).toBe("mixed_basket_otp/none");
  });
});

describe("tracked IDV page events", () => {
  it.each([
    ["selection", "idv_method_selection"],
    ["submitted", "idv_method_selection"],
    ["success", "idv_success"],
    ["completed", "idv_success"],
    ["cancelled", "idv_cancelled"],
    ["pending", "idv_pending"],
    ["postIdent", "idv_pending"],
    ["failed", "idv_error"],
    ["expired", "idv_error"],
    ["notFound", "idv_error"],
    ["unexpected", "idv_error"],
  ] as const)("%s → %s", (screen, event) => {
    expect(idvEventOf(screen)).toBe(event);
  });
});
