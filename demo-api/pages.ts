import type { Hono } from "hono";
import { isLanguage } from "../app/platform/i18n/languages.ts";
import { de as platformDe } from "../app/platform/i18n/messages/de.ts";
import type { DemoContext } from "./demo-context.ts";
import { type FaultInput, type Faults, faultInputError } from "./faults.ts";
import { idvSession } from "./operations/idv.ts";
import { languagePrefix } from "./operations/offer-access.ts";
import { traceIdOf } from "./router.ts";
import { scenarios } from "./scenarios.ts";
import { imageSubject } from "./seed/hardware.ts";
import { IDV_SEEDS } from "./seed/idv.ts";
import type { PaymentOutcome } from "./store.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The app's demo banner, from its message catalogue (these pages are German throughout). */
function demoBanner(): string {
  return `<p class="demo" role="note" data-testid="demo-banner"><strong>${escapeHtml(platformDe["app.demoBanner.title"])}</strong> ${escapeHtml(platformDe["app.demoBanner.text"])}</p>`;
}

function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;min-height:44px;padding:0 1.25rem;margin:0 .5rem .75rem 0;border:2px solid #0050a0;border-radius:6px;background:#fff;color:#0050a0;cursor:pointer}
button.primary{background:#0050a0;color:#fff}p.note{color:#555;font-size:.9rem}
p.demo{padding:.75rem 1rem;border:3px solid #8a5300;border-radius:8px;background:#fff4e0}</style></head>
<body><main>${demoBanner()}${body}</main></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

function choices(action: string, options: [value: string, label: string][]): string {
  const buttons = options
    .map(
      ([value, label], i) =>
        `<button name="outcome" value="${value}"${i === 0 ? ' class="primary"' : ""}>${escapeHtml(label)}</button>`,
    )
    .join("");
  return `<form method="post" action="${escapeHtml(action)}">${buttons}</form>`;
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

/** The demo's own pages and tools under `/__demo`; none of it is part of the contract. */
export function mountDemoPages(app: Hono, demo: DemoContext, faults: Faults): void {
  app.get("/__demo/health", (c) => c.json({ status: "ok" }));
  app.get("/__demo/scenarios", (c) => c.json(scenarios()));

  // Stand-ins for the brands' imprint and privacy notice, which the footer links to (BRAND_*_URLS in production).
  for (const [path, title, what, setting] of [
    ["/__demo/impressum", "Impressum", "zum Impressum", "BRAND_IMPRINT_URLS"],
    ["/__demo/datenschutz", "Datenschutzhinweise", "zu den Datenschutzhinweisen", "BRAND_PRIVACY_URLS"],
  ] as const) {
    app.get(path, () =>
      page(
        title,
        `<h1>${title}</h1><p>Im Betrieb führt dieser Link ${what} der Marke auf ihrer eigenen Website (Einstellung <code>${setting}</code>). Diese Demo hat keine.</p>`,
      ),
    );
  }

  // Simulated payment provider: the accept call redirects here; it sends the customer back to the app.
  app.get("/__demo/payment/:session", (c) => {
    const session = demo.store.payments.get(c.req.param("session"));
    if (!session) return page("Zahlung", "<h1>Unbekannte Zahlung</h1><p>Diese Zahlungssitzung gibt es nicht.</p>");
    if (session.outcome) return page("Zahlung", "<h1>Zahlung bereits abgeschlossen</h1>");
    return page(
      "Demo-Zahlungsanbieter",
      `<h1>Demo-Zahlungsanbieter</h1><p>Angebot <strong>${escapeHtml(session.token)}</strong>. Wie soll die Zahlung ausgehen?</p>
${choices(`/__demo/payment/${c.req.param("session")}`, [
  ["success", "Zahlung bestätigen"],
  ["aborted", "Zahlung abbrechen"],
  ["failed", "Zahlung scheitern lassen"],
])}<p class="note">Simulierter Anbieter des Demo-Backends; es wird kein Geld bewegt.</p>`,
    );
  });
  app.post("/__demo/payment/:session", async (c) => {
    const id = c.req.param("session");
    const session = demo.store.payments.get(id);
    const form = await c.req.parseBody();
    const outcome = String(form.outcome ?? "") as PaymentOutcome;
    if (!session || !["success", "aborted", "failed"].includes(outcome))
      return c.text("Unknown payment or outcome", 400);
    if (!session.outcome)
      demo.store.record({
        type: "payment",
        at: demo.now().toISOString(),
        token: session.token,
        sessionId: id,
        outcome,
      });
    const language = demo.store.offer(session.token).order?.language;
    return seeOther(`${languagePrefix(language)}/angebot/${session.token}/danke?payment=${session.outcome ?? outcome}`);
  });

  // Simulated identification provider (video ident, eID, PostIdent online).
  app.get("/__demo/idv/:token", (c) => {
    const token = c.req.param("token");
    if (!IDV_SEEDS[token]) return page("Identifizierung", "<h1>Unbekannte Identifizierung</h1>");
    const query = new URLSearchParams({ method: c.req.query("method") ?? "", lang: c.req.query("lang") ?? "de" });
    return page(
      "Demo-Identifizierung",
      `<h1>Demo-Identifizierung</h1><p>Methode: <strong>${escapeHtml(c.req.query("method") ?? "-")}</strong></p>
${choices(`/__demo/idv/${encodeURIComponent(token)}?${query}`, [
  ["success", "Identifizierung erfolgreich"],
  ["failed", "Identifizierung fehlgeschlagen"],
  ["cancel", "Abbrechen"],
])}<p class="note">Simulierter Anbieter des Demo-Backends.</p>`,
    );
  });
  app.post("/__demo/idv/:token", async (c) => {
    const token = c.req.param("token");
    if (!IDV_SEEDS[token]) return c.text("Unknown identification", 404);
    const outcome = String((await c.req.parseBody()).outcome ?? "");
    const session = idvSession(token, traceIdOf(c.req.raw.headers), demo);
    const lang = c.req.query("lang");
    const prefix = languagePrefix(isLanguage(lang) ? lang : undefined);
    session.polls = 0;
    if (outcome === "success") {
      session.status = "pending";
      return seeOther(`${prefix}/idv/${token}/in-arbeit`);
    }
    if (outcome === "failed") {
      session.status = "failed";
      return seeOther(`${prefix}/idv/${token}/fehlgeschlagen`);
    }
    session.status = "selection";
    return seeOther(`${prefix}/idv/${token}`);
  });

  app.get("/__demo/images/:file", (c) => {
    const subject = imageSubject(c.req.param("file").replace(/\.svg$/, ""));
    if (!subject) return c.notFound();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 240" role="img" aria-label="${escapeHtml(subject.model)}, ${escapeHtml(subject.color.name)}">
<rect x="10" y="5" width="100" height="230" rx="16" fill="${subject.color.hex}" stroke="#333" stroke-width="2"/>
<rect x="18" y="22" width="84" height="180" rx="4" fill="#e8eef5"/><circle cx="60" cy="218" r="7" fill="#333"/></svg>`;
    return c.body(svg, 200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
  });

  // Tools for tests and demos: inspect requests, inject faults, reset offers to their seeds.
  app.get("/__demo/requests", (c) => c.json(faults.journal(c.req.query("traceId"))));
  app.get("/__demo/faults", (c) => c.json(faults.list()));
  app.post("/__demo/faults", async (c) => {
    const input = (await c.req.json().catch(() => null)) as FaultInput | null;
    const problem = faultInputError(input);
    if (problem || !input) {
      return c.json(
        {
          code: "BAD_REQUEST",
          message: `${problem} Send {path, status, kind?, delayMs?, method?, times?, retryAfter?, code?, body?, phase?}.`,
        },
        400,
      );
    }
    return c.json(faults.add(input), 201);
  });
  app.delete("/__demo/faults", (c) => {
    faults.clear();
    return c.body(null, 204);
  });
  app.post("/__demo/reset", (c) => {
    demo.store.record({ type: "demoReset", at: demo.now().toISOString() });
    demo.idvSessions.clear();
    return c.body(null, 204);
  });
}
