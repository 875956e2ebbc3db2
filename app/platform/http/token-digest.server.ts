/**
 * A link's token as a cookie may name it: the first 16 bytes of its SHA-256, in hex. The cookie then ties its
 * content to the link without carrying the token itself (which grants access) on every request.
 */
export async function tokenDigest(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
