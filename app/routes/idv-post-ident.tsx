import { useT } from "~/platform/i18n/i18n";
import { Page } from "~/ui/layout/page";

/** Screen of a later issue: the shared page frame with its own heading until the flow fills it. */
export default function IdvPostIdentRoute() {
  const t = useT();
  return <Page title={t("idv.postIdent.title")} />;
}
