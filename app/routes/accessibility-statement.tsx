import { AccessibilityStatementScreen } from "~/features/accessibility-statement/accessibility-statement-screen";
import { publicPageMeta } from "~/ui/layout/seo";

/** `/barrierefreiheit`: the brand's accessibility statement; public and indexed. */
export const meta = publicPageMeta("a11yStatement.meta.description");

export default function AccessibilityStatementRoute() {
  return <AccessibilityStatementScreen />;
}
