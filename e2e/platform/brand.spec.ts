import { BRAND_DEFINITIONS, BRAND_SLUGS } from "../../app/platform/brand/registry";
import { CONFIGURED, expect, PLAIN, test } from "../fixtures";
import { startTags, textsOf, textsWith } from "../helpers/server-html";
import { PORTS } from "../ports";

test("every brand sets its class, title and favicon", async ({ page, request }) => {
  // The server renders them: read from its answers for every brand, side by side (the start page with the demo
  // panel's hundred links takes seconds in a browser on a busy machine).
  const rendered = await Promise.all(
    BRAND_SLUGS.map(async (slug) => {
      const html = await (await request.get(`/?brand=${slug}`)).text();
      return {
        slug,
        className: startTags(html, "html").map((tag) => tag.class),
        title: textsOf(html, "title"),
        icon: startTags(html, "link")
          .filter((tag) => tag.rel === "icon")
          .map((tag) => tag.href),
        logo: textsWith(html, "data-brand-logo", slug),
      };
    }),
  );
  expect(rendered).toEqual(
    BRAND_SLUGS.map((slug) => {
      const name = BRAND_DEFINITIONS[slug].defaultDisplayName;
      return { slug, className: [slug], title: [name], icon: [`/brands/${slug}/favicon.svg`], logo: [name] };
    }),
  );
  // The browser keeps them once the page has hydrated.
  const slug = "nova";
  await page.goto(`/?brand=${slug}`);
  await expect(page.locator("html")).toHaveClass(slug);
  await expect(page).toHaveTitle(BRAND_DEFINITIONS[slug].defaultDisplayName);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", `/brands/${slug}/favicon.svg`);
  await expect(page.locator(`[data-brand-logo="${slug}"]`)).toHaveText(BRAND_DEFINITIONS[slug].defaultDisplayName);
});

test("the brand from the query is stored in a cookie and kept", async ({ page, context }) => {
  await page.goto("/?brand=blau");
  const cookie = (await context.cookies()).find((c) => c.name === "brand");
  expect(cookie).toMatchObject({ value: "blau", sameSite: "Lax", path: "/", secure: false });
  await page.goto("/kuendigung");
  await expect(page.locator("html")).toHaveClass("blau");
});

test("a stored cookie chooses the brand; an unknown brand falls back to o2", async ({ page, context }) => {
  await context.addCookies([{ name: "brand", value: "nova", url: PLAIN }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("nova");
  await page.goto("/?brand=vodafone");
  await expect(page.locator("html")).toHaveClass("nova");
  await context.clearCookies();
  await page.goto("/?brand=%3Cb%3E");
  await expect(page.locator("html")).toHaveClass("o2");
  await context.addCookies([{ name: "brand", value: "../../etc", url: PLAIN }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("o2");
});

test("a host whose first label is a slug chooses the brand, over query and cookie", async ({ page }) => {
  await page.goto(`http://aldi.localhost:${PORTS.plain}/?brand=blau`);
  await expect(page.locator("html")).toHaveClass("aldi");
  await expect(page).toHaveTitle("ALDITALK");
});

test("a configured host chooses the brand", async ({ request }) => {
  const response = await request.get(`${CONFIGURED}/kuendigung`, { headers: { host: "kuendigen.nova.test" } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="de" class="nova"');
});
