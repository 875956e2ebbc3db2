import { describe, expect, it } from "vitest";
import { pageAddress, readDeclineLink } from "./decline-link";

const url = (query: string) => new URL(`http://app.test/email-ablehnung${query}`);

describe("readDeclineLink", () => {
  it("reads token and brand, the page's brand standing in for a missing one", () => {
    expect(readDeclineLink(url("?token=demo-decline-mail&brand=blau"), "o2")).toEqual({
      valid: true,
      token: "demo-decline-mail",
      brand: "blau",
    });
    expect(readDeclineLink(url("?token=demo-decline-mail"), "aldi")).toMatchObject({ brand: "aldi" });
  });

  it.each(["", "?token=", "?token=a%20b", "?token=%3Cscript%3E", `?token=${"x".repeat(129)}`, "?token=ok&brand=O2"])(
    "refuses %j",
    (query) => {
      expect(readDeclineLink(url(query), "o2")).toEqual({ valid: false });
    },
  );
});

describe("pageAddress", () => {
  it("is the page itself, also for the router's data request", () => {
    expect(pageAddress(url("?token=t&brand=o2"))).toBe("/email-ablehnung?token=t&brand=o2");
    expect(pageAddress(new URL("http://app.test/en/email-ablehnung.data?token=t&brand=o2&_routes=x"))).toBe(
      "/en/email-ablehnung?token=t&brand=o2",
    );
    expect(pageAddress(new URL("http://app.test/email-ablehnung.data"))).toBe("/email-ablehnung");
  });
});
