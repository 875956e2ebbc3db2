import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import {
  describeTarget,
  type EngineDriver,
  locateInPage,
  pageStateInPage,
  ROLE_QUERIES_SOURCE,
  serialTarget,
  type Target,
  valueInPage,
  WAIT_MS,
  waitFor,
} from "./driver";
import { startListeningProxy } from "./listening-proxy";

/** WebKitGTK's test browser (Debian's webkit2gtk-driver pulls it in); MINIBROWSER_PATH points elsewhere. */
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** How long a new MiniBrowser session may take to start (seconds on an idle machine). */
const SESSION_START_MS = 30_000;

/** An iPhone's viewport (the window is a little larger: MiniBrowser draws a toolbar). */
const PHONE = { width: 390, height: 844 };

/**
 * Runs in the page: listens for console errors and uncaught errors in this document (once) and hands out what was
 * heard since the last call. WebKitWebDriver speaks classic WebDriver only (no BiDi, so no log events, and no
 * preload scripts), and MiniBrowser's automation session is ephemeral, which silences its console-to-stdout
 * setting: the listener is the only way to hear the page. The listening proxy puts it at the top of every HTML
 * document, so it hears the page from its first script (`byDriver` false); the driver then calls it after every
 * command (`byDriver` true) to collect, and to learn whether the document is one it has not seen. A document the
 * proxy did not reach (the listener first added by the driver, after the page's scripts could have run) is
 * reported: its early errors could have gone unheard. Self-contained: it is serialised into the page.
 */
function listenInPage(byDriver: boolean): { errors: string[]; fresh: boolean; roleQueries: boolean } {
  const w = window as unknown as { __engineErrors?: string[]; __engineSeen?: boolean };
  const asText = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === "string") return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const fresh = byDriver && !w.__engineSeen;
  if (byDriver) w.__engineSeen = true;
  if (!w.__engineErrors) {
    const errors: string[] = [];
    w.__engineErrors = errors;
    if (byDriver && document.readyState !== "loading") {
      errors.push(
        `${location.href}: the listening proxy did not put the listener into this document (its early errors went unheard)`,
      );
    }
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(`console.error on ${location.href}: ${args.map(asText).join(" ")}`);
      original.apply(console, args);
    };
    addEventListener("error", (event) => {
      errors.push(`uncaught on ${location.href}: ${asText(event.error ?? event.message)}`);
    });
    addEventListener("unhandledrejection", (event) => {
      errors.push(`unhandled rejection on ${location.href}: ${asText(event.reason)}`);
    });
  }
  return { errors: w.__engineErrors.splice(0), fresh, roleQueries: "TestingLibraryDom" in window };
}

/**
 * WebKitGTK's MiniBrowser (Safari's engine) driven by selenium-webdriver through WebKitWebDriver, on a virtual
 * display (`xvfb-run`), at a phone's size. The driver and its display are started once; each flow gets a new
 * session (a new ephemeral browser: no cookies, no storage).
 */
export async function launchWebKit(base: string, port: number): Promise<EngineDriver> {
  const server = `http://127.0.0.1:${port}`;
  if (!existsSync(MINIBROWSER)) throw new Error(`no MiniBrowser at ${MINIBROWSER}: install Debian's webkit2gtk-driver`);
  // Its own process group: the display, the driver and the browser end together. `-noreset`: by default Xvfb resets
  // when its last client leaves, so the browser of the next flow, started as the last one quits, could meet a display
  // in the middle of its reset ("cannot open display") and WebKitWebDriver would wait for it forever (a CI run hung so).
  const display: ChildProcess = spawn(
    "xvfb-run",
    ["--auto-servernum", "--server-args=-screen 0 1280x1024x24 -noreset", "WebKitWebDriver", `--port=${port}`],
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  let failed: Error | null = null;
  display.once("error", (error) => {
    failed = error;
  });
  const exited = new Promise<void>((resolve) => display.once("exit", () => resolve()));
  const proxy = await startListeningProxy(base, `(${listenInPage.toString()})(false);`);
  await waitFor(`WebKitWebDriver on port ${port}`, async () => {
    if (failed)
      throw new Error(`xvfb-run did not start (${failed.message}): install Debian's xvfb and webkit2gtk-driver`);
    return (await fetch(`${server}/status`).catch(() => null))?.ok ? true : null;
  });
  let driver: WebDriver | null = null;
  let errors: string[] = [];
  const current = () => {
    if (!driver) throw new Error("no flow started");
    return driver;
  };

  /** Listens in the current document (if it is new) and keeps what it heard. */
  async function listen(): Promise<{ fresh: boolean }> {
    const d = current();
    const heard = await d.executeScript<ReturnType<typeof listenInPage>>(listenInPage, true);
    errors.push(...heard.errors);
    if (!heard.roleQueries) await d.executeScript(ROLE_QUERIES_SOURCE);
    return heard;
  }

  async function hydrated() {
    await waitFor(`hydration of ${await current().getCurrentUrl()}`, async () => {
      await listen();
      return (await current().executeScript<ReturnType<typeof pageStateInPage>>(pageStateInPage)).hydrated
        ? true
        : null;
    });
  }

  async function locate(target: Target): Promise<WebElement> {
    const d = current();
    const spec = serialTarget(target);
    return waitFor(`${describeTarget(target)} on ${await d.getCurrentUrl()}`, async () => {
      await listen();
      return d.executeScript<WebElement | null>(locateInPage, spec);
    });
  }

  async function state() {
    await listen();
    return current().executeScript<ReturnType<typeof pageStateInPage>>(pageStateInPage);
  }

  return {
    engine: "webkit",
    async startFlow() {
      await driver?.quit();
      errors = [];
      const capabilities = new Capabilities({
        browserName: "MiniBrowser",
        // `get` returns at the load event, before the page's JavaScript has hydrated it (that starts after the first
        // paint); the listener is in place first. ("eager" left later commands waiting for the load anyway.)
        pageLoadStrategy: "normal",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      });
      // WebKitWebDriver waits without end for a browser that never connects: bounded, with the reason said.
      driver = await withinTime(
        new Builder().usingServer(server).withCapabilities(capabilities).build(),
        SESSION_START_MS,
        "MiniBrowser did not connect to WebKitWebDriver (look above for its display error)",
      );
      await driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: WAIT_MS });
      await driver.manage().window().setRect(PHONE);
    },
    async open(path) {
      await current().get(new URL(path, proxy.base).href);
      await hydrated();
    },
    async click(target, options) {
      const element = await locate(target);
      await element.click();
      if (!options?.newDocument) return;
      await waitFor(`a new document after clicking ${describeTarget(target)}`, async () =>
        (await listen()).fresh ? true : null,
      );
      if (options.newDocument === "app") await hydrated();
    },
    async fill(target, text) {
      const element = await locate(target);
      await element.click();
      // Three calls: in one, WebKitWebDriver keeps Control held after the chord and the text types nothing.
      await element.sendKeys(Key.chord(Key.CONTROL, "a"));
      await element.sendKeys(Key.BACK_SPACE);
      await element.sendKeys(text);
    },
    async valueOf(target) {
      const element = await locate(target);
      return current().executeScript<string | boolean>(valueInPage, element);
    },
    async heading() {
      return (await state()).heading;
    },
    async location() {
      return (await state()).location;
    },
    async runInPage(script) {
      await listen();
      await current().executeScript(script);
    },
    async screenshot() {
      return Buffer.from(await current().takeScreenshot(), "base64");
    },
    async takeErrors() {
      await listen();
      const taken = { errors, tolerated: [] };
      errors = [];
      return taken;
    },
    async close() {
      await driver?.quit().catch(() => undefined);
      if (display.pid && display.exitCode === null) process.kill(-display.pid, "SIGTERM");
      await Promise.all([exited, proxy.close()]);
    },
  };
}

/** The promise's value, or an error once `ms` have passed. */
async function withinTime<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${reason} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
