import { type ApiClient, unwrap } from "../client.ts";
import { toIdvError } from "../error-catalogue.ts";
import type { IdvMethodId, IdvMethodStart, Language } from "../types.ts";

/** POST /api/idv/{id}/methods?language: start the chosen method; the answer says where to go. Throws IdvError. */
export function selectIdvMethod(
  client: ApiClient,
  input: { token: string; method: IdvMethodId; language?: Language },
): Promise<IdvMethodStart> {
  const query = input.language ? { language: input.language } : {};
  return unwrap(
    client.POST("/api/idv/{id}/methods", {
      params: { path: { id: input.token }, query },
      body: { method: input.method },
    }),
  ).catch((error) => {
    throw toIdvError(error);
  });
}
