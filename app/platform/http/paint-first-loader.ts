import { CATALOGUE_META_NAME } from "../i18n/document-catalogue";

/** The id of the inert script (written out in the loader below as well) that carries React Router's module script and the list of modules to preload. */
export const DEFERRED_MODULES_ID = "rr-deferred-modules";

/**
 * The inline (classic, nonce'd) script that starts the page's JavaScript once the server-rendered page has been
 * painted, in three steps of small tasks, so that no step holds the main thread for long on a slow phone:
 * 1. the module preloads React Router would have written into <head>, one per task (each starts a fetch, 2–6 ms of
 *    main thread in Lighthouse's Chromium: twenty in one task were 40 ms, 160 ms at its 4× slowdown, and three per
 *    task still made 12–18 ms tasks);
 * 2. each preloaded module but the entry evaluated on its own (`import()`), one per task: evaluating the whole
 *    graph at once was one 35 ms task;
 * 3. React Router's module script itself, which now finds every module evaluated and imports the entry, which
 *    hydrates.
 * Until then the only requests are the document and its stylesheet, so a slow line paints first and downloads
 * the JavaScript for hydration second.
 *
 * "Painted" is the task after the first animation frame; frames only run once the render-blocking stylesheet is
 * there. A hidden page (background tab, prerender) paints nothing, so it starts at once, and a frame that never
 * comes is capped at 3 s. Without a known entry, step 2 is left out. A module that fails to load does not stop the
 * others: React Router's script then fails as it would have without this loader. Plain ES5 (and `import()`) in a
 * string: it runs before any bundle and is tested as it is sent (paint-first-loader.test.ts).
 */
export const PAINT_FIRST_LOADER = `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,s=d.getElementById("rr-deferred-modules"),started=false;
function later(f){setTimeout(f,0)}
function add(el){if(n)el.nonce=n;d.head.appendChild(el)}
function preload(hrefs,i){if(i>=hrefs.length)return evaluate(hrefs,0);var l=d.createElement("link");l.rel="modulepreload";l.href=hrefs[i];add(l);later(function(){preload(hrefs,i+1)})}
function evaluate(hrefs,i){var entry=s.getAttribute("data-entry");if(!entry||i>=hrefs.length)return run();var next=function(){later(function(){evaluate(hrefs,i+1)})};if(hrefs[i]===entry)return next();import(hrefs[i]).then(next,next)}
function run(){var m=d.createElement("script");m.type="module";m.textContent=s.textContent;add(m)}
function catalogue(){var m=d.querySelector('meta[name="${CATALOGUE_META_NAME}"]');if(!m||!m.content)return;var l=d.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=m.content;add(l)}
function start(){if(started||!s)return;started=true;catalogue();later(function(){preload(JSON.parse(s.getAttribute("data-preload")||"[]"),0)})}
if(d.visibilityState!=="visible"){start()}else{requestAnimationFrame(function(){later(start)});setTimeout(start,3000)}})();`;
