/**
 * Loader data sent as one JSON string. React Router hands loader data to the browser through turbo-stream, which
 * flattens every object, array and string of a value into its own entry on the server and rebuilds the graph in the
 * browser; for a large value that came from the backend as JSON anyway (an offer: 15 kB), one string is one entry
 * on either side, and the browser's native `JSON.parse` rebuilds it (docs/performance.md). Only for values JSON
 * keeps as they are: no `Date`, `Map`, `undefined` or promise, which turbo-stream would have carried.
 */
declare const jsonOf: unique symbol;

/** JSON text of a `T`, typed so that only `fromJsonText` turns it back. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

export function fromJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}
