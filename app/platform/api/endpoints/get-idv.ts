import { type ApiClient, unwrap } from "../client.ts";
import { toIdvError } from "../error-catalogue.ts";
import type { Idv, Language } from "../types.ts";

/** GET /api/idv/{id}?language: the verification's state; the pending page polls it. Throws IdvError. */
export function getIdv(client: ApiClient, token: string, language?: Language): Promise<Idv> {
  const query = language ? { language } : {};
  return unwrap(client.GET("/api/idv/{id}", { params: { path: { id: token }, query } })).catch((error) => {
    throw toIdvError(error);
  });
}
