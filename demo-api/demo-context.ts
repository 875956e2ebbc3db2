import type { Schemas } from "./http.ts";
import type { LoginAttempts } from "./operations/auth-token.ts";
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
  /** Bearer tokens handed out by the login-code exchange, each with the one offer it opens (in memory only). */
  authTokens: Map<string, string>;
  /** Wrong login codes per offer token ("" for calls without one), for the attempt limit (operations/auth-token.ts). */
  loginAttempts: Map<string, LoginAttempts>;
}
