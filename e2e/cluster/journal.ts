import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type DemoEvent, SUBMISSIONS_FILE } from "../../demo-api/store";

/** What the demo backend stored (its submissions file, one event a line): orders by offer, terminations by e-mail. */
export function submissions(dataDir: string): { orders: Map<string, number>; terminations: Map<string, number> } {
  const events = readFileSync(join(dataDir, SUBMISSIONS_FILE), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DemoEvent);
  const orders = new Map<string, number>();
  const terminations = new Map<string, number>();
  for (const event of events) {
    if (event.type === "order") orders.set(event.token, (orders.get(event.token) ?? 0) + 1);
    if (event.type === "termination") {
      const email = event.record.customer.email;
      terminations.set(email, (terminations.get(email) ?? 0) + 1);
    }
  }
  return { orders, terminations };
}
