import { type ApiClient, unwrap } from "../client.ts";
import type { NovumEntry } from "../types.ts";

/** GET /api/entry/novum?id: the offer a Novum entry link opens. */
export function getNovumEntry(client: ApiClient, id: string): Promise<NovumEntry> {
  return unwrap(client.GET("/api/entry/novum", { params: { query: { id } } }));
}
