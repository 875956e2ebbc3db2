import { describe, expect, it } from "vitest";
import { createModulePreloadRewriter } from "./low-priority-module-preloads";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/>' +
  "<title>t</title></head>";
const BODY =
  '<body><p>Text about &lt;link rel="modulepreload" href="x"&gt;</p><link rel="modulepreload" href="/b.js"/></body></html>';

function rewrite(chunks: string[]): string {
  const rewriter = createModulePreloadRewriter();
  return chunks.map((chunk) => rewriter.push(chunk)).join("") + rewriter.end();
}

describe("low-priority module preloads", () => {
  it("lowers the priority of every module preload in the head, and of nothing else", () => {
    const out = rewrite([HEAD + BODY]);
    expect(out.match(/fetchPriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" fetchPriority="low" href="/assets/entry.js" nonce="n"/>');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    // After the head the document streams through untouched.
    expect(out.slice(out.indexOf("</head>"))).toBe(`</head>${BODY}`);
  });

  it("gives the same document however the stream is cut", () => {
    const whole = rewrite([HEAD + BODY]);
    const text = HEAD + BODY;
    for (let size = 1; size <= 40; size++) {
      const chunks: string[] = [];
      for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
      expect(rewrite(chunks), `chunks of ${size}`).toBe(whole);
    }
  });

  it("passes a document without a head end through, rewriting what it holds back at the end", () => {
    expect(rewrite(["<head>", '<link rel="modulepreload" ', 'href="/x.js"/>'])).toBe(
      '<head><link rel="modulepreload" fetchPriority="low" href="/x.js"/>',
    );
    expect(rewrite(["<p>plain</p>"])).toBe("<p>plain</p>");
  });
});
