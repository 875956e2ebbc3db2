import { describe, expect, it } from "vitest";
import { ApiError } from "~/platform/api/api-error";
import {
  bindingOf,
  failedStatus,
  isLoginCode,
  loginFailure,
  minutesUntil,
  secondsUntil,
  withoutCode,
} from "./login-rules";

const apiError = (status: number, code?: string) =>
  new ApiError({ status, ...(code ? { code } : {}), fieldErrors: [] });

describe("login code", () => {
  it.each(["123456", "demo-login", "abcd", "A".repeat(64)])("accepts %s", (code) => {
    expect(isLoginCode(code)).toBe(true);
  });
  it.each(["", "123", "12 34", "<script>", "a".repeat(65), "12345/6"])("refuses %j", (code) => {
    expect(isLoginCode(code)).toBe(false);
  });
});

describe("loginFailure", () => {
  it.each([
    ["the refused code", apiError(401, "AUTH_CODE_INVALID"), "invalid"],
    ["a 401 without code", apiError(401), "invalid"],
    ["a malformed code (400)", apiError(400, "BAD_REQUEST"), "invalid"],
    ["too many tries", apiError(429, "TOO_MANY_REQUESTS"), "limited"],
    ["a server error", apiError(503), "failed"],
    ["a gateway error", apiError(502), "failed"],
    ["a network failure", new TypeError("fetch failed"), "failed"],
    ["nothing at all", null, "failed"],
  ])("reads %s as %s", (_, error, expected) => {
    expect(loginFailure(error)).toBe(expected);
  });
});

describe("bindingOf: a failed check of the new bearer against this offer", () => {
  it.each([
    ["401: the bearer does not open this offer", apiError(401, "UNAUTHORIZED"), "refused"],
    ["403: not for this caller", apiError(403, "FORBIDDEN"), "refused"],
    ["no answer", new TypeError("fetch failed"), "unknown"],
    ["a 5xx", apiError(500), "unknown"],
    ["a timeout", apiError(408), "unknown"],
    ["too many requests", apiError(429), "unknown"],
    ["the offer expired (its own state)", apiError(410, "OFFER_EXPIRED"), "opens"],
    ["the offer was ordered", apiError(409, "OFFER_CONSUMED"), "opens"],
  ])("%s: %s", (_, error, expected) => {
    expect(bindingOf(error)).toBe(expected);
  });
});

describe("failedStatus", () => {
  it("keeps the backend's 503 and answers 502 for everything else", () => {
    expect(failedStatus(apiError(503))).toBe(503);
    expect(failedStatus(apiError(500))).toBe(502);
    expect(failedStatus(new TypeError("fetch failed"))).toBe(502);
    expect(failedStatus(null)).toBe(502);
  });
});

describe("withoutCode", () => {
  it("takes the code out of the address and keeps the rest", () => {
    expect(withoutCode("/angebot/t/login", "?code=123456")).toBe("/angebot/t/login");
    expect(withoutCode("/en/angebot/t/login", "?brand=blau&code=123456")).toBe("/en/angebot/t/login?brand=blau");
    expect(withoutCode("/angebot/t/login", "")).toBe("/angebot/t/login");
  });
});

describe("waiting times", () => {
  const now = Date.parse("2025-11-21T19:36:12.000Z");
  it("round up to whole seconds and minutes, at least one", () => {
    const until = new Date(now + 61_500);
    expect(secondsUntil(until, now)).toBe(62);
    expect(minutesUntil(until, now)).toBe(2);
    expect(secondsUntil(new Date(now - 5000), now)).toBe(1);
    expect(minutesUntil(new Date(now), now)).toBe(1);
    expect(minutesUntil(new Date(now + 10 * 60_000), now)).toBe(10);
  });
});
