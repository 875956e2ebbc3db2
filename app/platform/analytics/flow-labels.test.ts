import { describe, expect, it } from "vitest";
import { alternativeOfferCode, idvTrackingLabel, isMixedBasketWithOtp, offerTrackingLabel } from "./flow-labels";

describe("offerTrackingLabel", () => {
  it.each([
    ["offer", "initial_offer"],
    ["offer_coc", "initial_offer_contract_owner_change"],
    ["offer_vvl", "initial_offer_vertragsverlaengerung"],
    ["offer_tm", "initial_offer_tariff_migration"],
    ["offer_dps", "lead_offer_dealer_pencil_selling"],
    ["orange", "alternative_offer"],
    ["yellow", "alternative_offer"],
    ["greenApm", "alternative_offer"],
    ["orange_tm", "alternative_offer_tariff_migration"],
    ["yellow_tm", "alternative_offer_tariff_migration"],
    ["greenApm_tm", "alternative_offer_tariff_migration"],
    ["orange_vvl", "alternative_offer_vertragsverlaengerung"],
    ["yellow_vvl", "alternative_offer_vertragsverlaengerung"],
    ["greenApm_vvl", "alternative_offer_vertragsverlaengerung"],
    ["dealer_correction", "dealer_correction"],
    ["offer_dps_vvl", "Others"],
    ["green_idv", "Others"],
    ["green_idv_tm_otp", "Others"],
    ["constructor", "Others"],
    ["", "Others"],
    [null, "Others"],
  ])("%s → %s", (kind, label) => {
    expect(offerTrackingLabel(kind)).toBe(label);
  });
});

describe("alternativeOfferCode", () => {
  it.each([
    ["orange", 30],
    ["yellow", 30],
    ["greenApm", 30],
    ["orange_vvl", 31],
    ["yellow_vvl", 31],
    ["greenApm_vvl", 31],
    ["orange_tm", 32],
    ["yellow_tm", 32],
    ["greenApm_tm", 32],
    ["offer", 0],
    ["offer_vvl", 0],
    ["dealer_correction", 0],
    [undefined, 0],
  ])("%s → %i", (kind, code) => {
    expect(alternativeOfferCode(kind)).toBe(code);
  });
});

describe("IDV label", () => {
  it.each(["green_idv_otp", "green_idv_vvl_otp", "green_idv_tm_otp"])("%s is a mixed basket with OTP", (useCase) => {
    expect(isMixedBasketWithOtp(useCase)).toBe(true);
    expect(idvTrackingLabel({ useCase, method: "otp" })).toBe("mixed_basket_otp/otp");
  });
  it.each(["green_idv", "green_idv_vvl", "green_idv_tm", "offer", null])("%s is not", (useCase) => {
    expect(isMixedBasketWithOtp(useCase)).toBe(false);
    expect(idvTrackingLabel({ useCase, method: "videoident" })).toBe("standard/videoident");
  });
});
