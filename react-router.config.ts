import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Token pages send `Referrer-Policy: no-referrer` (DOMAIN.md), so a browser posts their forms without
  // JavaScript with `Origin: null`. The actions carry no cookie-borne authority (everything they act on is in
  // the post itself), so accepting that origin opens nothing a direct post could not do.
  allowedActionOrigins: ["null"],
} satisfies Config;
