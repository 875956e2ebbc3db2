import { Link } from "react-router";
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

/** Every scenario of the embedded demo backend, one link each, grouped by area. */
export function DemoPanel({ lang, list }: { lang: Language; list: ScenarioList }) {
  const t = useT();
  const groups = list.status === "ok" ? groupByArea(list.scenarios) : [];
  return (
    <section className={styles.panel} aria-labelledby="demo-scenarios" data-testid="demo-panel">
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
                <Link to={localizePath(s.path, lang)}>{s.name}</Link>
                <span className={styles.state}>{s.state}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
