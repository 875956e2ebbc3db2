import { describe, expect, it } from "vitest";
import { tokenDigest } from "./token-digest.server";

describe("tokenDigest", () => {
  it("is 32 hex digits, the same for the same token and different for another, without the token in it", async () => {
    const digest = await tokenDigest("demo-selfcare-mobile");
    expect(digest).toMatch(/^[0-9a-f]{32}$/);
    expect(await tokenDigest("demo-selfcare-mobile")).toBe(digest);
    expect(await tokenDigest("demo-selfcare-data")).not.toBe(digest);
    // SHA-256 of "abc", first 16 bytes.
    expect(await tokenDigest("abc")).toBe("ba7816bf8f01cfea414140de5dae2223");
  });
});
