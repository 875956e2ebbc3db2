import type { Config } from "@react-router/dev/config";
import { writeBuildIdentity } from "./server/build-identity.ts";

export default {
  ssr: true,
  // Token pages send `Referrer-Policy: no-referrer`, so a browser posts their forms without JavaScript with
  // `Origin: null`. Another site can post with that origin too; what keeps its posts from acting with the
  // customer's cookies (the bearer `auth_token`, the sealed payment and cart cookies) is their SameSite
  // attribute (Strict or Lax): docs/decisions/0011-cross-site-posts-samesite.md, e2e/platform/cross-site-post.spec.ts.
  allowedActionOrigins: ["null"],
  // The build's identity (its time), which every instance of it sends and compares with the client's: a page that
  // has met a newer build never meets an older one again during a rolling deploy (docs/operations.md).
  buildEnd: ({ reactRouterConfig }) => writeBuildIdentity(reactRouterConfig.buildDirectory, Date.now()),
} satisfies Config;
