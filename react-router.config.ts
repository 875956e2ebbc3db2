import type { Config } from "@react-router/dev/config";
import { writeBuildIdentity } from "./server/build-identity.ts";

export default {
  ssr: true,
  // No `allowedActionOrigins`: an action accepts only posts whose Origin is this server's own. Token pages send
  // `Referrer-Policy: strict-origin`, so their forms post with their real Origin, with or without JavaScript;
  // `Origin: null` (a sandboxed frame, a data: URL) is refused like any foreign origin, and server/cross-site.ts
  // refuses writes a browser marks as another site's (docs/decisions/0011-cross-site-posts-samesite.md).
  // The build's identity (its time), which every instance of it sends and compares with the client's: a page that
  // has met a newer build never meets an older one again during a rolling deploy (docs/operations.md).
  buildEnd: ({ reactRouterConfig }) => writeBuildIdentity(reactRouterConfig.buildDirectory, Date.now()),
} satisfies Config;
