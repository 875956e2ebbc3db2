import { describe, expect, it } from "vitest";
import { pageKey } from "./page-key";

describe("pageKey", () => {
  it("is the path with query and without hash", () => {
    expect(pageKey({ pathname: "/kuendigung", search: "?x=1" })).toBe("/kuendigung?x=1");
    expect(pageKey({ pathname: "/", search: "" })).toBe("/");
  });
  it("ignores the hash: same page for #a and #b", () => {
    const url = (u: string) => new URL(u, "http://x");
    expect(pageKey(url("/a?b=1#one"))).toBe(pageKey(url("/a?b=1#two")));
  });
});
