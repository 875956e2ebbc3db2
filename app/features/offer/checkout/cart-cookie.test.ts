import { describe, expect, it } from "vitest";
import { CART_COOKIE, cartChoiceCookie, clearCartChoiceCookie, parseCartChoice, readCartChoice } from "./cart-cookie";

const request = (cookie?: string) =>
  new Request("https://shop.example/angebot/demo-offer-standard/meine-daten", {
    headers: cookie ? { Cookie: cookie } : {},
  });

describe("cart choice cookie", () => {
  it("writes an HttpOnly, SameSite=Lax cookie for the whole site that reads back", () => {
    const header = cartChoiceCookie(request(), { token: "demo-offer-standard", choice: 2, useCase: "Standard" });
    expect(header).toContain(`${CART_COOKIE}=2.Standard.demo-offer-standard`);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Secure/);
    const value = header.split(";")[0] ?? "";
    expect(readCartChoice(request(value), "demo-offer-standard")).toEqual({
      token: "demo-offer-standard",
      choice: 2,
      useCase: "Standard",
    });
  });

  it("belongs to one token: another offer's choice is no cart", () => {
    expect(readCartChoice(request(`${CART_COOKIE}=0.Novum.demo-offer-novum`), "demo-offer-standard")).toBeNull();
    expect(readCartChoice(request(), "demo-offer-standard")).toBeNull();
  });

  it("refuses malformed or edited values", () => {
    for (const value of [
      "",
      "x.Standard.t",
      "1.Business.t",
      "123.Standard.t",
      "1.Standard.",
      "1.Standard.a/b",
      "1.Standard.<b>",
    ]) {
      expect(parseCartChoice(value)).toBeNull();
    }
    expect(readCartChoice(request(`${CART_COOKIE}=%E0%A4%A`), "t")).toBeNull();
  });

  it("is cleared with an expired cookie", () => {
    expect(clearCartChoiceCookie(request())).toMatch(/Max-Age=0/);
  });
});
