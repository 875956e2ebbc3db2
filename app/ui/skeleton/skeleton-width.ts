import { SKELETON_WIDTH_RANGE } from "../constants";

/**
 * A width between 80 and 100 % picked from a seed (e.g. React's useId), so each line looks natural and the
 * server and the browser pick the same width.
 */
export function skeletonWidth(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  const span = SKELETON_WIDTH_RANGE.max - SKELETON_WIDTH_RANGE.min + 1;
  return SKELETON_WIDTH_RANGE.min + ((hash >>> 0) % span);
}
