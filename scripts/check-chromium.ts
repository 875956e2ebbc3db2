/** The end-to-end tests run in Debian's Chromium; say in one line how to get it when it is missing. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const configured = process.env.CHROMIUM_PATH;
let found = configured && existsSync(configured) ? configured : "";
if (!found) {
  try {
    found = execSync("command -v chromium || command -v chromium-browser", {
      encoding: "utf8",
      shell: "/bin/sh",
    }).trim();
  } catch {
    found = "";
  }
}
if (!found) {
  console.error(
    "Chromium is missing: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH), then run the tests again.",
  );
  process.exit(1);
}
