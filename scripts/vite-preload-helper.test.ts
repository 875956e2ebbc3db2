// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { preloadHelper } from "./vite-preload-helper";

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"), (link) => [
    link.getAttribute("href"),
    link.nonce,
  ]);

beforeEach(() => {
  document.head.innerHTML = "";
});

describe("the small preload helper", () => {
  it("preloads the imported chunk's imports side by side, with the page's nonce, then imports", async () => {
    const meta = document.createElement("meta");
    meta.setAttribute("property", "csp-nonce");
    meta.nonce = "n0nce";
    document.head.append(meta);
    const load = vi.fn(async () => "module");
    await expect(preloadHelper("/")(load, ["assets/modal-1.js", "assets/overlay-2.js"])).resolves.toBe("module");
    expect(preloads()).toEqual([
      ["/assets/modal-1.js", "n0nce"],
      ["/assets/overlay-2.js", "n0nce"],
    ]);
    expect(load).toHaveBeenCalledOnce();
  });

  it("asks once for what is already asked for (the paint-first loader's preloads, an earlier import)", async () => {
    document.head.innerHTML = `<link rel="modulepreload" href="/assets/framework-1.js">`;
    const helper = preloadHelper("/");
    await helper(async () => null, ["assets/framework-1.js", "assets/modal-1.js"]);
    await helper(async () => null, ["assets/modal-1.js"]);
    expect(preloads().map(([href]) => href)).toEqual(["/assets/framework-1.js", "/assets/modal-1.js"]);
  });

  it("imports at once when there is nothing to preload, and passes a failed import on", async () => {
    const failure = new Error("Failed to fetch dynamically imported module");
    await expect(preloadHelper("/")(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(preloads()).toEqual([]);
  });

  it("keeps a base other than the root", async () => {
    await preloadHelper("/shop/")(async () => null, ["assets/a.js"]);
    expect(preloads().map(([href]) => href)).toEqual(["/shop/assets/a.js"]);
  });
});
