import type { Browser, BrowserContext, Page } from "@playwright/test";
import { CATALOGUE_PATH_PREFIX } from "../../app/platform/i18n/document-catalogue";
import config from "../../playwright.config";
import { DEMO_SERVER } from "../../scripts/cluster/haproxy";
import { hydrated } from "../fixtures";
import { ownTraceId } from "../helpers/faults";
import { PLAIN } from "../ports";

/** One answer of the cluster that was not 2xx or 3xx, or a request that got none, as a customer saw it. */
export interface Incident {
  customer: string;
  phase: string;
  method: string;
  path: string;
  /** 0: no answer (the connection was cut). */
  status: number;
  /** The instance HAProxy sent it to (X-Served-By), or none. */
  instance: string | null;
  /** The document, fetch or script request, as Chromium classes it. */
  kind: string;
  at: string;
}

/** A customer of the cluster: a browser context of its own, with its trace id, seen answers and document loads. */
export interface Customer {
  name: string;
  traceId: string;
  context: BrowserContext;
  page: Page;
  javaScript: boolean;
  /** Instances that answered this customer's requests, in order. */
  instances: string[];
  /** Every form post the customer sent and got an answer to: its path, status and instance. */
  posts: { path: string; status: number; instance: string | null }[];
  /** Full document loads with the instance and build that served each (the first page, no-JavaScript posts, any reload). */
  documents: string[];
  /** The build of every answer that named one (X-Build: server/build-skew.ts), in order; catalogue files aside. */
  builds: number[];
  /** The same answers: build, status, method, path and the build cookie the request carried. */
  answers: string[];
  incidents: Incident[];
  /** What the current phase is called in incidents. */
  phase: string;
}

export async function newCustomer(browser: Browser, name: string, javaScript: boolean): Promise<Customer> {
  const context = await browser.newContext({
    baseURL: PLAIN,
    javaScriptEnabled: javaScript,
    userAgent: config.use?.userAgent,
  });
  const page = await context.newPage();
  const customer: Customer = {
    name,
    traceId: await ownTraceId(page),
    context,
    page,
    javaScript,
    instances: [],
    documents: [],
    builds: [],
    answers: [],
    posts: [],
    incidents: [],
    phase: "",
  };
  const record = (method: string, url: string, status: number, instance: string | null, kind: string) => {
    const path = new URL(url).pathname;
    const at = new Date().toISOString();
    customer.incidents.push({ customer: name, phase: customer.phase, method, path, status, instance, kind, at });
  };
  page.on("response", (response) => {
    const instance = response.headers()["x-served-by"] ?? null;
    // The demo backend's own pages (the stand-in payment and IDV providers) are another site's, not an instance's.
    if (instance && instance !== DEMO_SERVER) customer.instances.push(instance);
    const build = response.headers()["x-build"];
    // A catalogue file (decision 0009) is named by its content: the same bytes from every build, kept a year in the
    // browser's cache, whose copy names the build that first sent it. It says nothing about who answers now.
    if (build && !new URL(response.url()).pathname.startsWith(CATALOGUE_PATH_PREFIX)) {
      customer.builds.push(Number(build));
      const at = customer.answers.push("") - 1;
      const path = new URL(response.url()).pathname;
      void response
        .request()
        .headerValue("cookie")
        .then((cookie) => {
          const sent = /(?:^|; )build=(\d+)/.exec(cookie ?? "")?.[1] ?? "-";
          customer.answers[at] = `${build} ${response.status()} ${response.request().method()} ${path} cookie ${sent}`;
        });
    }
    if (response.request().method() === "POST") {
      customer.posts.push({ path: new URL(response.url()).pathname, status: response.status(), instance });
    }
    if (response.status() >= 400) {
      const request = response.request();
      record(request.method(), response.url(), response.status(), instance, request.resourceType());
    }
  });
  page.on("requestfailed", (request) => {
    // A prefetch or a download the page drops itself when it moves on is no failure of the cluster.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    record(request.method(), request.url(), 0, null, `${request.resourceType()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const served = response.headers()["x-served-by"] ?? "-";
      const build = response.headers()["x-build"] ?? "-";
      customer.documents.push(
        `${request.method()} ${new URL(response.url()).pathname} ${response.status()} (${served}, build ${build})`,
      );
    }
  });
  return customer;
}

/**
 * Goes to a page as a customer would, and with JavaScript waits for React to hydrate it: within 30 s, since three
 * instances, HAProxy, the demo backend and five browsers share the machine's cores.
 */
export async function visit(customer: Customer, path: string): Promise<void> {
  const response = await customer.page.goto(path);
  if (customer.javaScript) await hydrated(customer.page, response, 30_000);
}
