/**
 * The original source file of a position in a built file, from its source map (Source Map v3, as
 * `react-router build --sourcemapClient=hidden` writes next to each asset), so a CPU sample of minified code can be
 * counted for the package or app folder it came from. A small decoder instead of a library: the bench needs only
 * "which source" for a line and column, and the packages that do more are not dependencies of this project.
 */

interface RawSourceMap {
  version: number;
  sources: string[];
  mappings: string;
}

/** One decoded segment: generated column, index into `sources` (or -1 for a segment without one), original line. */
type Segment = readonly [column: number, source: number, line: number];

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]));

/** The VLQ numbers of one segment ("AAgBC" → [0, 0, 16, 1]). Throws on a character outside base64. */
export function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourcePosition {
  source: string;
  /** 0-based line in the source file. */
  line: number;
}

export interface SourceLookup {
  /** The source file and line of a 0-based line and column of the generated file, or null where nothing maps. */
  positionAt(line: number, column: number): SourcePosition | null;
}

export function sourceLookup(map: RawSourceMap): SourceLookup {
  const lines: Segment[][] = [];
  let source = 0;
  let sourceLine = 0;
  for (const lineText of map.mappings.split(";")) {
    const segments: Segment[] = [];
    let column = 0;
    for (const segmentText of lineText.split(",")) {
      if (!segmentText) continue;
      const values = decodeSegment(segmentText);
      column += values[0] ?? 0;
      const sourceDelta = values[1];
      if (sourceDelta === undefined) {
        segments.push([column, -1, -1]);
        continue;
      }
      source += sourceDelta;
      sourceLine += values[2] ?? 0;
      segments.push([column, source, sourceLine]);
    }
    lines.push(segments);
  }
  return {
    positionAt(line, column) {
      const segments = lines[line];
      if (!segments || segments.length === 0) return null;
      // The last segment that starts at or before the column.
      let low = 0;
      let high = segments.length - 1;
      let found = -1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if ((segments[middle]?.[0] ?? 0) <= column) {
          found = middle;
          low = middle + 1;
        } else high = middle - 1;
      }
      const segment = found === -1 ? undefined : segments[found];
      const file = segment && segment[1] >= 0 ? map.sources[segment[1]] : undefined;
      return segment && file !== undefined ? { source: file, line: segment[2] } : null;
    },
  };
}
