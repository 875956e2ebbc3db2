import { existsSync } from "node:fs";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
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

/** Debian's Firefox ESR; FIREFOX_PATH points elsewhere. */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * What Firefox reports when it aborts the fetches of a page it leaves: React Router, sent off to another document
 * by an action's `redirectDocument` (the IDV provider), is still reading the answer's stream, and the cut read is
 * an uncaught error of the page being left (Chromium and WebKit report nothing; React Router calls it the browser's
 * doing, remix-run/react-router#13652). Tolerated only while a step's click is leaving the document, and reported.
 */
const LEAVING_PAGE_ABORT = /^(TypeError: )?Error in input stream$/;

/**
 * Firefox ESR driven by puppeteer-core over WebDriver BiDi, headless, at a desktop size. The browser reports every
 * console message and uncaught error of every document in the tab (BiDi's log.entryAdded), from its first script.
 */
export async function launchFirefox(base: string, port: number): Promise<EngineDriver> {
  if (!existsSync(FIREFOX)) throw new Error(`no Firefox at ${FIREFOX}: install Debian's firefox-esr`);
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    debuggingPort: port,
    defaultViewport: { width: 1280, height: 800 },
  });
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let errors: string[] = [];
  let tolerated: string[] = [];
  let leaving = false;
  const current = () => {
    if (!page) throw new Error("no flow started");
    return page;
  };

  async function hydrated(p: Page) {
    await p.waitForSelector("html[data-hydrated]", { timeout: WAIT_MS });
  }

  async function locate(target: Target): Promise<ElementHandle<Element>> {
    const p = current();
    const spec = serialTarget(target);
    return waitFor(`${describeTarget(target)} on ${p.url()}`, async () => {
      if (!(await p.evaluate(() => "TestingLibraryDom" in window))) await p.evaluate(ROLE_QUERIES_SOURCE);
      const handle = await p.evaluateHandle(locateInPage, spec);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    });
  }

  return {
    engine: "firefox",
    async startFlow() {
      await context?.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      errors = [];
      tolerated = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console.error on ${page?.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => {
        const message = error instanceof Error ? error.message : String(error);
        (leaving && LEAVING_PAGE_ABORT.test(message) ? tolerated : errors).push(
          `uncaught on ${page?.url()}: ${message}`,
        );
      });
    },
    async open(path) {
      const p = current();
      await p.goto(new URL(path, base).href, { waitUntil: "load", timeout: WAIT_MS });
      await hydrated(p);
    },
    async click(target, options) {
      const element = await locate(target);
      const p = current();
      if (!options?.newDocument) return element.click();
      leaving = true;
      try {
        await Promise.all([p.waitForNavigation({ waitUntil: "load", timeout: WAIT_MS }), element.click()]);
      } finally {
        leaving = false;
      }
      if (options.newDocument === "app") await hydrated(p);
    },
    async fill(target, text) {
      const element = await locate(target);
      await element.click();
      const p = current();
      await p.keyboard.down("Control");
      await p.keyboard.press("KeyA");
      await p.keyboard.up("Control");
      await p.keyboard.press("Backspace");
      await element.type(text);
    },
    async valueOf(target) {
      return (await locate(target)).evaluate(valueInPage);
    },
    async heading() {
      return (await current().evaluate(pageStateInPage)).heading;
    },
    async location() {
      return (await current().evaluate(pageStateInPage)).location;
    },
    async runInPage(script) {
      await current().evaluate(script);
    },
    async screenshot() {
      return Buffer.from(await current().screenshot());
    },
    async takeErrors() {
      const taken = { errors, tolerated };
      errors = [];
      tolerated = [];
      return taken;
    },
    async close() {
      await browser.close();
    },
  };
}
