/**
 * `npm run test:image`: the container images built by `npm run image:build` (podman), tested as they are. The
 * production target fails closed without API_BASE_URL, runs as uid 1000, holds no dev dependency and no demo
 * backend, and with a backend (the demo backend in its own process, as bench/demo-api-process.ts starts it)
 * serves pages, its scripts and its health check, and stops with exit 0 on SIGTERM; the demo target serves every
 * row of the route table (the accessibility sweep's visits). Containers use the machine's network on loopback:
 * the demo target listens on E2E_PORT (default 4173), the backend and the production target on the next two.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { matchPath } from "react-router";
import { BRAND_SLUGS, type BrandSlug } from "../../app/platform/brand/registry";
import { LANGUAGES, type Language, languageFromPath, stripLanguage } from "../../app/platform/i18n/languages";
import { ROUTE_TABLE } from "../../app/platform/routing/route-table";
import { expect, PLAIN, test } from "../../e2e/fixtures";
import { VISITS } from "../../e2e/platform/a11y-routes";
import { E2E_SESSION_SECRET, PORTS } from "../../e2e/ports";
import { BASE_IMAGE, type Container, IMAGES, imageSize, podman, runContainer, waitUntilReady } from "./podman";

const ROOT = resolve(import.meta.dirname, "../..");
const BACKEND_PORT = PORTS.plain + 1;
const PRODUCTION_PORT = PORTS.plain + 2;
const PRODUCTION = `http://127.0.0.1:${PRODUCTION_PORT}`;
const QUIET = { HOST: "127.0.0.1", LOG_LEVEL: "warn" };

const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
const DEMO_PACKAGES = /^ARG DEMO_PACKAGES="([^"]+)"$/m.exec(dockerfile)?.[1]?.split(" ") ?? [];
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Top-level packages the lock file marks as development-only. */
function devOnlyPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => entry.dev && /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path))
    .map(([path]) => path.slice("node_modules/".length));
}

/** Which installed package needs each package (npm's record of the installed tree). */
function requiredBy(app: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(join(app, "node_modules/.package-lock.json"), "utf8")) as {
    packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
  };
  const needs = new Map<string, string>();
  for (const [path, entry] of Object.entries(tree.packages)) {
    for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      needs.set(dependency, path.replace(/^.*node_modules\//, ""));
    }
  }
  return needs;
}

/** The image's file system, mounted read-only for the callback (`podman image mount`: needs root). */
function withImageFiles<T>(image: string, read: (root: string) => T): T {
  const root = podman(["image", "mount", image]).stdout.trim();
  try {
    return read(root);
  } finally {
    podman(["image", "unmount", image], { check: false });
  }
}

interface Contents {
  app: string[];
  devPackages: string[];
  demoPackages: string[];
  appOwners: number[];
  npmConfigLeftover: boolean;
  passwdNode: string | undefined;
}

function contentsOf(image: string): Contents {
  return withImageFiles(image, (root) => {
    const app = join(root, "app");
    const present = (pkg: string) => existsSync(join(app, "node_modules", pkg));
    const needed = requiredBy(app);
    return {
      app: readdirSync(app).sort(),
      devPackages: devOnlyPackages().filter(present),
      // A demo package may stay as a production package's dependency (yaml: OpenTelemetry's configuration).
      demoPackages: DEMO_PACKAGES.filter(present).map((pkg) => (needed.has(pkg) ? `${pkg} ← ${needed.get(pkg)}` : pkg)),
      appOwners: [...new Set(["", "server", "build", "node_modules"].map((dir) => statSync(join(app, dir)).uid))],
      npmConfigLeftover: readdirSync(join(root, "usr/local/etc")).length > 0,
      passwdNode: readFileSync(join(root, "etc/passwd"), "utf8")
        .split("\n")
        .find((line) => line.startsWith("node:")),
    };
  });
}

function healthCheck(container: Container): Result {
  return podman(["healthcheck", "run", container.name], { check: false });
}
type Result = ReturnType<typeof podman>;

test.describe("the production image", () => {
  let backend: ChildProcess | undefined;
  let backendData = "";
  let server: Container | undefined;

  test("is built with a health check, as the node user, with production settings", () => {
    const [image] = JSON.parse(podman(["image", "inspect", IMAGES.production]).stdout);
    const { Config: config, Healthcheck: health } = image;
    expect(config.User).toBe("node");
    expect(config.StopSignal).toBe("SIGTERM");
    expect(health?.Test?.join(" "), "HEALTHCHECK (kept only in Docker's image format)").toContain("/healthz");
    expect(config.Env).toEqual(expect.arrayContaining(["NODE_ENV=production", "PORT=3000"]));
    expect(config.Env.join(" ")).not.toContain("DEMO_API");
    expect(config.Cmd).toEqual(["node", "server/main.ts"]);
  });

  test("holds no dev dependency, no demo backend and files the node user cannot change", () => {
    const contents = contentsOf(IMAGES.production);
    console.log(`  production image: ${MB(imageSize(IMAGES.production))} (base ${MB(imageSize(BASE_IMAGE))})`);
    console.log(`  /app: ${contents.app.join(" ")}; demo packages left: ${contents.demoPackages.join(", ") || "none"}`);
    expect(contents.app).toEqual(["build", "node_modules", "package.json", "server", "app"].sort());
    expect(contents.devPackages).toEqual([]);
    expect(devOnlyPackages().length).toBeGreaterThan(10);
    expect(contents.demoPackages.filter((pkg) => !pkg.includes(" ← "))).toEqual([]);
    expect(contents.appOwners).toEqual([0]);
    expect(contents.passwdNode).toMatch(/^node:x:1000:1000:/);
    expect(contents.npmConfigLeftover, "the build's npm configuration stays out of the image").toBe(false);
  });

  test("refuses to start without API_BASE_URL and says so", async () => {
    const closed = runContainer(IMAGES.production, { ...QUIET, PORT: String(PRODUCTION_PORT) });
    const code = await Promise.race([closed.exited, new Promise((r) => setTimeout(r, 30_000, "still running"))]);
    if (code === "still running") await closed.stop("SIGKILL");
    expect(code).not.toBe("still running");
    expect(code).not.toBe(0);
    expect(closed.output()).toContain("API_BASE_URL");
  });

  test.describe("with a backend", () => {
    test.beforeAll(async () => {
      test.setTimeout(90_000);
      backendData = mkdtempSync(join(tmpdir(), "image-test-backend-"));
      backend = spawn(process.execPath, ["bench/demo-api-process.ts"], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(BACKEND_PORT), HOST: "127.0.0.1", DATA_DIR: backendData },
        stdio: "inherit",
      });
      server = runContainer(IMAGES.production, {
        ...QUIET,
        PORT: String(PRODUCTION_PORT),
        API_BASE_URL: `http://127.0.0.1:${BACKEND_PORT}`,
        SESSION_SECRET: E2E_SESSION_SECRET,
      });
      await waitUntilReady(server, `${PRODUCTION}/readyz`, 60);
    });

    test.afterAll(async () => {
      await server?.stop("SIGKILL");
      backend?.kill("SIGTERM");
      rmSync(backendData, { recursive: true, force: true });
    });

    test("its server runs as uid 1000", () => {
      const status = podman(["exec", server?.name ?? "", "cat", "/proc/1/status"]).stdout;
      expect(status).toMatch(/^Uid:\s+1000\s+1000\s+1000\s+1000$/m);
      expect(podman(["exec", server?.name ?? "", "cat", "/proc/1/cmdline"]).stdout.split("\0")).toContain(
        "server/main.ts",
      );
    });

    test("serves the start page, an offer page through the backend and its scripts; no /__ui", async () => {
      const start = await fetch(`${PRODUCTION}/?brand=blau`);
      const html = await start.text();
      expect(start.status).toBe(200);
      expect(html).toContain("<h1");
      const offer = await fetch(`${PRODUCTION}/angebot/demo-offer-standard`);
      expect(offer.status).toBe(200);
      expect(await offer.text()).toContain("<h1");
      const script = /\/assets\/[^"&]+\.js/.exec(html)?.[0];
      expect(script).toBeDefined();
      const asset = await fetch(`${PRODUCTION}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("content-type")).toContain("javascript");
      expect((await fetch(`${PRODUCTION}/__ui`)).status).toBe(404);
    });

    test("passes its health check and writes nothing into its own files", () => {
      const check = healthCheck(server as Container);
      expect(check.status, check.stdout + check.stderr).toBe(0);
      const changed = podman(["diff", server?.name ?? ""])
        .stdout.trim()
        .split("\n")
        .filter(Boolean);
      console.log(`  files the running container changed: ${changed.join(", ") || "none"}`);
      expect(changed.filter((line) => line.includes(" /app"))).toEqual([]);
    });

    test("stops with exit 0 on SIGTERM", async () => {
      test.setTimeout(40_000);
      const started = Date.now();
      expect(await server?.stop("SIGTERM")).toBe(0);
      console.log(`  stopped ${((Date.now() - started) / 1000).toFixed(1)} s after SIGTERM (SHUTDOWN_DELAY_MS 5 s)`);
      server = undefined;
    });
  });
});

test.describe("the demo image", () => {
  let demo: Container | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    demo = runContainer(IMAGES.demo, { ...QUIET, PORT: String(PORTS.plain), SESSION_SECRET: E2E_SESSION_SECRET });
    await waitUntilReady(demo, `${PLAIN}/readyz`, 60);
  });

  test.afterAll(async () => {
    await demo?.stop("SIGKILL");
  });

  test("holds the demo backend and its packages", () => {
    const contents = contentsOf(IMAGES.demo);
    console.log(`  demo image: ${MB(imageSize(IMAGES.demo))} (base ${MB(imageSize(BASE_IMAGE))})`);
    expect(contents.app).toEqual(expect.arrayContaining(["demo-api", "api", "build", "server"]));
    expect(contents.demoPackages).toHaveLength(DEMO_PACKAGES.length);
    expect(contents.devPackages).toEqual([]);
  });

  ROUTE_TABLE.forEach((row, index) => {
    const brand = BRAND_SLUGS[index % BRAND_SLUGS.length] as BrandSlug;
    const lang = LANGUAGES[index % LANGUAGES.length] as Language;
    test(`serves ${row.key} (${brand}/${lang})`, async ({ page }) => {
      // A page may answer with a deliberate 5xx (the downtime page's 503); an unexpected error is a 500, and a
      // script, stylesheet, catalogue or API call of the page never answers 5xx.
      const failed: string[] = [];
      page.on("response", (response) => {
        const document = response.request().resourceType() === "document";
        if (document ? response.status() === 500 : response.status() >= 500)
          failed.push(`${response.status()} ${response.url()}`);
      });
      await page.context().addCookies([{ name: "i18n_redirected", value: lang, url: PLAIN }]);
      await VISITS[row.key](page, brand, lang);
      const { pathname } = new URL(page.url());
      expect(languageFromPath(pathname)).toBe(lang);
      expect(matchPath({ path: row.path, end: true }, stripLanguage(pathname)), pathname).not.toBeNull();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(failed).toEqual([]);
    });
  });

  test("shows the design-system gallery with its demo banner", async ({ request }) => {
    const gallery = await request.get("/__ui");
    expect(gallery.status()).toBe(200);
    expect(await gallery.text()).toContain('data-testid="demo-banner"');
  });

  test("passes its health check and stops with exit 0 on SIGTERM", async () => {
    test.setTimeout(40_000);
    const check = healthCheck(demo as Container);
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(await demo?.stop("SIGTERM")).toBe(0);
    demo = undefined;
  });
});
