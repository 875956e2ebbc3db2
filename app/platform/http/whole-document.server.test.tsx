import { PassThrough, type Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { collectDocument } from "./whole-document.server";

describe("collectDocument", () => {
  it("gives everything written before the end as one buffer", async () => {
    const body = await collectDocument((destination: Writable) => {
      destination.write(Buffer.from("<html>"));
      destination.write(new TextEncoder().encode("<body>"));
      destination.end(Buffer.from("</body></html>"));
    });
    expect(body.toString()).toBe("<html><body></body></html>");
  });

  it("collects a React render that was complete when its shell was ready, as React's own stream sends it", async () => {
    const element = (
      <main>
        <h1>Kündigung</h1>
        <p>{"<b>escaped</b>"}</p>
      </main>
    );
    const whole = await new Promise<Buffer>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(element, {
        onAllReady: () => collectDocument(pipe).then(resolve, reject),
        onShellError: reject,
      });
    });
    const streamed = await new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(element, {
        onAllReady: () => {
          const out = new PassThrough();
          const chunks: Buffer[] = [];
          out.on("data", (chunk: Buffer) => chunks.push(chunk));
          out.on("end", () => resolve(Buffer.concat(chunks).toString()));
          pipe(out);
        },
        onShellError: reject,
      });
    });
    expect(whole.toString()).toBe(streamed);
    expect(whole.toString()).toContain("&lt;b&gt;escaped&lt;/b&gt;");
  });
});
