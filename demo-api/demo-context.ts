import type { Schemas } from "./http.ts";
import type { DemoStore } from "./store.ts";

export interface IdvSession {
  status: Schemas["IdvStatus"];
  method?: Schemas["IdvMethodId"];
  /** Polls answered while pending; the demo turns pending into success after a few. */
  polls: number;
  postIdent?: Schemas["PostIdentCoupon"];
}

/** Everything the operation handlers share, for one running demo backend. */
export interface DemoContext {
  store: DemoStore;
  now(): Date;
  randomId(): string;
  /** IDV progress per token and caller (trace id), so every browser sees its own run. */
  idvSessions: Map<string, IdvSession>;
  /** Bearer tokens handed out by the login-code exchange (kept in memory only). */
  authTokens: Set<string>;
}
