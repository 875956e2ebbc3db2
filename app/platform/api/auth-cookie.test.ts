import { describe, expect, it } from "vitest";
import { authCookie, authCookieName, clearAuthCookie, readAuthCookie } from "./auth-cookie.ts";

describe("the bearer's cookie", () => {
  it("is HttpOnly and SameSite=Strict, under the __Host- name where cookies are Secure", () => {
    expect(authCookie("demo-access-1", true)).toBe(
      "__Host-auth_token=demo-access-1; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect(authCookie("demo-access-1", false)).toBe("auth_token=demo-access-1; Path=/; HttpOnly; SameSite=Strict");
    expect(clearAuthCookie(true)).toBe("__Host-auth_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict");
  });

  it("is read under the name of the request's kind only, and only when it looks like a bearer", () => {
    expect(readAuthCookie("__Host-auth_token=demo-access-1", true)).toBe("demo-access-1");
    // A plain-http page cannot plant the bearer a Secure request would send.
    expect(readAuthCookie("auth_token=planted", true)).toBeUndefined();
    expect(readAuthCookie("auth_token=demo-access-1", false)).toBe("demo-access-1");
    expect(readAuthCookie("auth_token=a%20b", false)).toBeUndefined();
    expect(readAuthCookie("auth_token=%3Cscript%3E", false)).toBeUndefined();
    expect(readAuthCookie(null, false)).toBeUndefined();
    expect(authCookieName(true)).toBe("__Host-auth_token");
  });
});
