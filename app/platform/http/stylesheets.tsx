import { useContext } from "react";
import { Links, UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The pages' stylesheets as React stylesheet resources (`precedence`), which React writes into <head> ahead of
 * the module preloads of <Scripts>. As plain links (<Links />) they came after some 15 preloads, and on an
 * HTTP/1.1 connection limit the one render-blocking file waited behind JavaScript only needed for hydration
 * (Lighthouse mobile: first paint ~2.4 s). Development keeps <Links />, whose critical CSS Vite needs.
 */
export function Stylesheets({ nonce }: { nonce: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (import.meta.env.DEV || !framework) return <Links nonce={nonce} />;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => <link key={href} rel="stylesheet" href={href} precedence="app" nonce={nonce} />);
}
