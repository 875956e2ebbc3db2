import { describe, expect, it } from "vitest";
import { FlushBatchingStream } from "./flush-batching-stream.server";

function collect(stream: FlushBatchingStream): string[] {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe("FlushBatchingStream", () => {
  it("passes what was written between two flushes on as one chunk", () => {
    const stream = new FlushBatchingStream();
    const chunks = collect(stream);
    stream.write(Buffer.from("<html>"));
    stream.write(new TextEncoder().encode("<body>"));
    expect(chunks).toEqual([]);
    stream.flush();
    stream.write(Buffer.from("<p>late</p>"));
    stream.flush();
    stream.flush();
    expect(chunks).toEqual(["<html><body>", "<p>late</p>"]);
  });

  it("passes the rest on at the end and then calls back", async () => {
    let ended = 0;
    const stream = new FlushBatchingStream(() => ended++);
    const chunks = collect(stream);
    const finished = new Promise((resolve) => stream.on("end", resolve));
    stream.write(Buffer.from("a"));
    stream.end(Buffer.from("b"));
    await finished;
    expect(chunks).toEqual(["ab"]);
    expect(ended).toBe(1);
  });
});
