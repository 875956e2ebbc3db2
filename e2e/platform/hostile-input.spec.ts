import { ROUTE_TABLE } from "../../app/platform/routing/route-table";
import { expect, test } from "../fixtures";

/** Bad input in every place a link carries one: never a server error, never reflected unescaped. */
const HOSTILE: readonly string[] = [
  "../../etc/passwd",
  "a".repeat(10_000),
  "\u202Eevil\u202C", // right-to-left override
  "😀🔥",
  "a\u0000b",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1--",
];
/** Already percent-encoded forms: the invalid UTF-8 sequence cannot be written as a string. */
const RAW = ["%C3%28", "..%2F..%2Fetc%2Fpasswd", "%00"];

const values = [...HOSTILE.map(encodeURIComponent), ...RAW];
const tokenPaths = ROUTE_TABLE.filter((row) => row.path.includes(":token")).map((row) => row.path);
const queryPaths = [
  "/selfcarekuendigung?data=V",
  "/selfcarekuendigung/error?reason=V&data=V",
  "/email-ablehnung?token=V&brand=o2",
  "/email-ablehnung?token=demo-decline-mail&brand=V",
  "/entry/novum?id=V",
  "/angebot/demo-offer-login/login?code=V",
  "/kuendigung?brand=V&lang=V",
  "/?brand=V",
];

test("hostile tokens and query values end in a 404 or a clean error screen", async ({ request }) => {
  test.setTimeout(90_000);
  expect(tokenPaths.length).toBe(17);
  const addresses = [
    ...tokenPaths.flatMap((path) => [path, `/en${path}`].map((p) => p.replace(":token", "V"))),
    ...queryPaths,
  ].flatMap((pattern) => values.map((value) => pattern.replaceAll("V", value)));
  const failures: string[] = [];
  for (let i = 0; i < addresses.length; i += 8) {
    await Promise.all(
      addresses.slice(i, i + 8).map(async (address) => {
        const response = await request.get(address, { maxRedirects: 0 });
        const body = await response.text();
        const where = `${response.status()} ${address.slice(0, 100)}`;
        if (response.status() >= 500) failures.push(`server error: ${where}`);
        if (body.includes("<script>alert(1)</script>") || body.includes('"><img')) failures.push(`reflected: ${where}`);
      }),
    );
  }
  expect(failures).toEqual([]);
});

test("a token that cannot be one is an unknown offer, not a technical problem", async ({ request }) => {
  for (const path of [
    "/angebot/%E2%82%AC",
    "/angebot/..%2F..%2Fetc",
    "/angebot/preview/%3Cb%3E",
    "/angebot/%3Cb%3Ex/fehler",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers().location, path).toMatch(/^\/angebot\/fehler\?code=(?!Unexpected)/);
  }
});
