import { describe, expect, it } from "vitest";
import { CART_COOKIE, cartChoiceCookie, clearCartChoiceCookie, parseCartChoice, readCartChoice } from "./cart-cookie";

const request = (cookie?: string, scheme = "https") =>
  new Request(`${scheme}://shop.example/angebot/demo-offer-standard/meine-daten`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
const DEMO = { secureCookies: false };
const PRODUCTION = { secureCookies: true };
const CHOICE = { token: "demo-offer-standard", choice: 2, useCase: "Standard" } as const;
const sentBack = (header: string) => header.split(";")[0] ?? "";

describe("cart choice cookie", () => {
  it("writes an HttpOnly, SameSite=Lax cookie for the whole site that reads back", () => {
    const header = cartChoiceCookie(request(undefined, "http"), DEMO, CHOICE);
    expect(header).toMatch(new RegExp(`^${CART_COOKIE}=2.Standard.demo-offer-standard;`));
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=604800;/);
    expect(header).not.toMatch(/Secure/);
    expect(readCartChoice(request(sentBack(header), "http"), DEMO, "demo-offer-standard")).toEqual(CHOICE);
  });

  it("is Secure and `__Host-offer_choice` over https and in production, and read back only under that name", () => {
    for (const [scheme, config] of [
      ["https", DEMO],
      ["http", PRODUCTION],
    ] as const) {
      const header = cartChoiceCookie(request(undefined, scheme), config, CHOICE);
      expect(header).toMatch(/^__Host-offer_choice=2\.Standard\.demo-offer-standard;/);
      expect(header).toMatch(/; Secure/);
      expect(header).not.toMatch(/Domain=/);
      expect(readCartChoice(request(sentBack(header), scheme), config, "demo-offer-standard")).toEqual(CHOICE);
      // A cookie of the plain name (set by a sibling host or a plain-http page) is no cart there.
      const plain = `${CART_COOKIE}=2.Standard.demo-offer-standard`;
      expect(readCartChoice(request(plain, scheme), config, "demo-offer-standard")).toBeNull();
      expect(clearCartChoiceCookie(request(undefined, scheme), config)).toMatch(/^__Host-offer_choice=;.*Secure/);
    }
  });

  it("belongs to one token: another offer's choice is no cart", () => {
    const other = `${CART_COOKIE}=0.Novum.demo-offer-novum`;
    expect(readCartChoice(request(other, "http"), DEMO, "demo-offer-standard")).toBeNull();
    expect(readCartChoice(request(), DEMO, "demo-offer-standard")).toBeNull();
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
    expect(readCartChoice(request(`${CART_COOKIE}=%E0%A4%A`, "http"), DEMO, "t")).toBeNull();
  });

  it("is cleared with an expired cookie", () => {
    expect(clearCartChoiceCookie(request(undefined, "http"), DEMO)).toMatch(/^offer_choice=;.*Max-Age=0/);
  });
});
