import { Transform, type TransformCallback } from "node:stream";

/**
 * The destination React's `renderToPipeableStream` pipes into: it keeps what React writes until React calls
 * `flush()` — which it does after each batch of completed HTML — and passes the batch on as one chunk.
 *
 * React writes a page in 4 kB pieces; passed on one by one, each piece becomes its own write to the response
 * and, behind the compression middleware, its own compressor flush (React Router's Express adapter flushes
 * after every chunk so that streamed parts reach the browser at once). One chunk per batch keeps that
 * promise — nothing React has finished waits — while the compressor runs once per batch instead of a dozen
 * times per page, with a smaller result. What it holds between two flushes React has finished already (a page's
 * shell, some tens of kB), so taking it without pushing back on React costs no memory React would not hold anyway.
 */
export class FlushBatchingStream extends Transform {
  #pending: Buffer[] = [];
  readonly #onEnd: (() => void) | undefined;

  /** `onEnd` runs once React has ended the stream. */
  constructor(onEnd?: () => void) {
    super();
    this.#onEnd = onEnd;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    callback();
  }

  /** React's signal that a batch is complete. */
  flush(): void {
    if (this.#pending.length === 0) return;
    const batch = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending);
    this.#pending = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.#onEnd?.();
    callback();
  }
}
