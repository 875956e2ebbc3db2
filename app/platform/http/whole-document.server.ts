import { Writable } from "node:stream";

/**
 * A document React has finished by the time its shell is ready (no Suspense boundary still waiting, which is every
 * page of this app today) is sent as one body: React writes it into this collector and the response gets the bytes
 * at once, instead of a Node stream turned into a web stream that React Router's adapter reads back chunk by chunk
 * (10.9–13.4 % of a page's server CPU in a profile, docs/performance.md "Server levers"). A document with a boundary
 * still pending keeps streaming (app/entry.server.tsx), so nothing that is ready waits for what is not.
 */
export function collectDocument(pipe: (destination: Writable) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer | Uint8Array, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        callback();
      },
      final(callback) {
        resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks));
        callback();
      },
    });
    collector.on("error", reject);
    pipe(collector);
  });
}

/** `WHOLE_DOCUMENTS=0` streams every document as before (the bench's same-run comparison, BENCH_VARIANT). */
export const wholeDocuments = process.env.WHOLE_DOCUMENTS !== "0";
