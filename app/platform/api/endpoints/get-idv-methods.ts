import { type ApiClient, unwrap } from "../client.ts";
import { toIdvError } from "../error-catalogue.ts";
import type { IdvMethod } from "../types.ts";

/** GET /api/idv/{id}/methods: the methods the customer may choose. Throws IdvError. */
export async function getIdvMethods(client: ApiClient, token: string): Promise<IdvMethod[]> {
  try {
    const list = await unwrap(client.GET("/api/idv/{id}/methods", { params: { path: { id: token } } }));
    return list.methods;
  } catch (error) {
    throw toIdvError(error);
  }
}
