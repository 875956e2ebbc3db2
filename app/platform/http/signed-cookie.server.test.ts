import { describe, expect, it } from "vitest";
import { signedCookie } from "./signed-cookie.server";

const NEW = "the-newest-secret-of-at-least-32-characters";
const OLD = "the-secret-before-of-at-least-32-characters";
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const HOUR = 60 * 60;

const plain = (cookie?: string) => new Request("http://shop.test/x", { headers: cookie ? { cookie } : {} });
const https = (cookie?: string) => new Request("https://shop.test/x", { headers: cookie ? { cookie } : {} });
const config = (secrets: [string, ...string[]], secureCookies = false) => ({ cookieSecrets: secrets, secureCookies });

/** The name=value pair of a Set-Cookie header, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("signedCookie", () => {
  it("signs a value that this server reads back; HttpOnly, Lax, for the whole site, with its lifetime", async () => {
    const header = await signedCookie("note", HOUR, plain(), config([NEW]), T0).serialize({ a: 1 });
    expect(header).toMatch(/^note=/);
    expect(header).toContain("Max-Age=3600");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure");
    expect(await signedCookie("note", HOUR, plain(sentBack(header)), config([NEW]), T0).parse()).toEqual({ a: 1 });
  });

  it("is Secure and `__Host-` in production with a real backend, also on a request that looks like plain http", async () => {
    const header = await signedCookie("note", HOUR, plain(), config([NEW], true), T0).serialize("v");
    expect(header).toMatch(/^__Host-note=/);
    expect(header).toContain("Secure");
    expect(header).not.toContain("Domain");
    expect(await signedCookie("note", HOUR, plain(sentBack(header)), config([NEW], true), T0).parse()).toBe("v");
    // The unprefixed name, which any host of the domain or a plain-http page could set, is not read there.
    const unprefixed = sentBack(header).replace(/^__Host-/, "");
    expect(await signedCookie("note", HOUR, plain(unprefixed), config([NEW], true), T0).parse()).toBeNull();
  });

  it("is Secure and `__Host-` on an https request (TLS seen by the server or a trusted proxy)", async () => {
    const header = await signedCookie("note", HOUR, https(), config([NEW]), T0).serialize("v");
    expect(header).toMatch(/^__Host-note=.*; Secure/);
  });

  it("signs with the first secret and verifies with each: a rotation keeps the cookies already issued", async () => {
    const before = await signedCookie("note", HOUR, plain(), config([OLD]), T0).serialize("v");
    const after = await signedCookie("note", HOUR, plain(), config([NEW, OLD]), T0).serialize("w");
    const read = (header: string, secrets: [string, ...string[]]) =>
      signedCookie("note", HOUR, plain(sentBack(header)), config(secrets), T0).parse();
    expect(await read(before, [NEW, OLD])).toBe("v");
    expect(await read(after, [NEW])).toBe("w");
    expect(await read(after, [OLD])).toBeNull();
    expect(await read(before, [NEW])).toBeNull();
  });

  it("is refused after its lifetime, and when its issue time lies in the future, whatever the browser sends", async () => {
    const header = sentBack(await signedCookie("note", HOUR, plain(), config([NEW]), T0).serialize("v"));
    const readAt = (ms: number) => signedCookie("note", HOUR, plain(header), config([NEW]), ms).parse();
    expect(await readAt(T0 + HOUR * 1000)).toBe("v");
    expect(await readAt(T0 + (HOUR + 1) * 1000)).toBeNull();
    expect(await readAt(T0 - 30_000)).toBe("v");
    expect(await readAt(T0 - 5 * 60_000)).toBeNull();
  });

  it("refuses a forged, an unsigned and a malformed value", async () => {
    const read = (cookie: string) => signedCookie("note", HOUR, plain(cookie), config([NEW]), T0).parse();
    const unsigned = btoa(JSON.stringify({ value: "v", iat: Math.floor(T0 / 1000) }));
    expect(await read(`note=${unsigned}`)).toBeNull();
    expect(await read(`note=${unsigned}.c2lnbmF0dXJl`)).toBeNull();
    expect(await read("note=%E0%A4%A")).toBeNull();
    expect(await read("note=")).toBeNull();
    const header = sentBack(await signedCookie("note", HOUR, plain(), config([NEW]), T0).serialize("v"));
    expect(await read(header)).toBe("v");
    expect(await read(header.replace("note=e", "note=f"))).toBeNull();
  });
});
