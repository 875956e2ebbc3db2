import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import styles from "./demo-panel.module.css";
import { groupByArea, type ScenarioArea, type ScenarioList } from "./demo-scenarios";

const AREA_KEYS = {
  offer: "home.demo.area.offer",
  idv: "home.demo.area.idv",
  termination: "home.demo.area.termination",
  selfcare: "home.demo.area.selfcare",
  "email-rejection": "home.demo.area.emailRejection",
  entry: "home.demo.area.entry",
} as const satisfies Record<ScenarioArea, string>;

/**
 * The scenario links are plain anchors with one click handler on the panel that navigates as React Router's
 * `Link` does (a left click without modifier keys stays in the app; any other click is the browser's). A hundred
 * `Link`s cost their hooks on every server render, a tenth of the start page's CPU with the demo backend;
 * `data-discover` lets the router find their routes after hydration as it finds a `Link`'s.
 */
function useLinkNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const href = link?.getAttribute("href");
    if (!href || !event.currentTarget.contains(link) || link?.hasAttribute("target")) return;
    event.preventDefault();
    navigate(href);
  };
}

/** Every scenario of the embedded demo backend, one link each, grouped by area. */
export function DemoPanel({ lang, list }: { lang: Language; list: ScenarioList }) {
  const t = useT();
  const onLinkClick = useLinkNavigation();
  const groups = list.status === "ok" ? groupByArea(list.scenarios) : [];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only links' clicks are handled (Enter on a link clicks it)
    <section className={styles.panel} aria-labelledby="demo-scenarios" data-testid="demo-panel" onClick={onLinkClick}>
      <h2 id="demo-scenarios">{t("home.demo.title")}</h2>
      <p>{t("home.demo.intro")}</p>
      {list.status === "unavailable" ? <p role="status">{t("home.demo.unavailable")}</p> : null}
      {list.status === "ok" && groups.length === 0 ? <p>{t("home.demo.empty")}</p> : null}
      {groups.map(([area, scenarios]) => (
        <div key={area}>
          <h3>{t(AREA_KEYS[area])}</h3>
          <ul className={styles.list}>
            {scenarios.map((s) => (
              <li key={`${s.path}|${s.name}`}>
                <a href={localizePath(s.path, lang)} data-discover="true">
                  {s.name}
                </a>
                <span className={styles.state}>{s.state}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
