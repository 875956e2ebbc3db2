import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/platform/api/api-error";
import { brandFor } from "~/platform/brand/registry";
import { requestInfoContext } from "~/platform/config/context";
import { loadOfferLogin } from "./login.server";
import { isLoginCode, loginFailure, withoutCode } from "./login-rules";

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
    ["the refused code", new ApiError({ status: 401, code: "AUTH_CODE_INVALID", fieldErrors: [] }), "invalid"],
    ["a 401 without code", new ApiError({ status: 401, fieldErrors: [] }), "invalid"],
    ["a malformed code (400)", new ApiError({ status: 400, code: "BAD_REQUEST", fieldErrors: [] }), "invalid"],
    ["a server error", new ApiError({ status: 503, fieldErrors: [] }), "failed"],
    ["a gateway error", new ApiError({ status: 502, fieldErrors: [] }), "failed"],
    ["a network failure", new TypeError("Failed to fetch"), "failed"],
  ])("reads %s as %s", (_, error, expected) => {
    expect(loginFailure(error)).toBe(expected);
  });
});

describe("withoutCode", () => {
  it("takes the code out of the address and keeps the rest", () => {
    expect(withoutCode(new URL("http://x/angebot/t/login?code=123456"))).toBe("/angebot/t/login");
    expect(withoutCode(new URL("http://x/en/angebot/t/login?brand=blau&code=123456#a"))).toBe(
      "/en/angebot/t/login?brand=blau#a",
    );
  });
});

describe("loadOfferLogin", () => {
  function load(path: string, token = "demo-offer-login") {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { brand: brandFor("o2"), lang: "de" });
    const { data, init } = loadOfferLogin(new Request(`http://app.test${path}`), token, context);
    return { data, status: init?.status };
  }

  it("signs in when there is a code, without putting the code into the page data", () => {
    const { data, status } = load("/angebot/demo-offer-login/login?code=123456");
    expect(status).toBe(200);
    expect(data).toEqual({ state: "signingIn", token: "demo-offer-login", lang: "de" });
    expect(JSON.stringify(data)).not.toContain("123456");
  });

  it("says what is wrong without a code, with a malformed code and with an odd token", () => {
    expect(load("/angebot/demo-offer-login/login")).toMatchObject({ data: { state: "missing" }, status: 400 });
    expect(load("/angebot/demo-offer-login/login?code=")).toMatchObject({ data: { state: "missing" }, status: 400 });
    expect(load("/angebot/demo-offer-login/login?code=%3Cb%3E")).toMatchObject({
      data: { state: "invalid" },
      status: 400,
    });
    expect(load("/angebot/x/login?code=123456", "..")).toMatchObject({ data: { state: "invalid" }, status: 400 });
  });
});
