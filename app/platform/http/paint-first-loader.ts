import { CATALOGUE_META_NAME } from "../i18n/document-catalogue";

/** The id of the inert script (written out in the loader below as well) that carries React Router's module script and the list of modules to preload. */
export const DEFERRED_MODULES_ID = "rr-deferred-modules";

/**
 * How long one task of the loader may go on starting module preloads before it yields, ms (about the slice React's
 * scheduler yields after). Each preload starts a fetch: a task of its own was 0.7–1.2 ms in Lighthouse's unthrottled
 * traces, and twenty in one task once made a 40 ms task (160 ms at its 4× slowdown); at 4 ms no task grows long,
 * and a fast device starts them all in one.
 */
export const PRELOAD_SLICE_MS = 4;

/**
 * The inline (classic, nonce'd) script that starts the page's JavaScript once the server-rendered page has been
 * painted, in steps of small tasks, so that no step holds the main thread for long on a slow phone:
 * 1. the catalogue's preload (decision 0009) and the module preloads React Router would have written into <head>,
 *    as many per task as fit into PRELOAD_SLICE_MS (on a fast device all of them in the first task; one preload per
 *    task, as before, was 10–23 tasks of their own on every page);
 * 2. each preloaded module but the entry evaluated on its own (`import()`), the next one asked for when the one
 *    before has been evaluated: the browser evaluates a dynamically imported module in a task of its own, so no timer
 *    is needed between them (evaluating the whole graph at once was one 35 ms task);
 * 3. React Router's module script itself, which now finds every module evaluated and imports the entry, which
 *    hydrates.
 * Until then the only requests are the document and its stylesheet, so a slow line paints first and downloads
 * the JavaScript for hydration second.
 *
 * "Painted" is the task after the first animation frame; frames only run once the render-blocking stylesheet is
 * there. A hidden page (background tab, prerender) paints nothing, so it starts at once, and a frame that never
 * comes is capped at 3 s. Without a known entry, step 2 is left out. A module that fails to load does not stop the
 * others: React Router's script then fails as it would have without this loader. Without `performance.now()` every
 * preload goes into the first task. Plain ES5 (and `import()`) in a string: it runs before any bundle and is tested
 * as it is sent (paint-first-loader.test.ts).
 */
export const PAINT_FIRST_LOADER = `(function(){var w=window,d=document,n=d.currentScript&&d.currentScript.nonce,s=d.getElementById("rr-deferred-modules"),started=false;
function later(f){setTimeout(f,0)}
function now(){return w.performance?w.performance.now():0}
function add(el){if(n)el.nonce=n;d.head.appendChild(el)}
function preload(hrefs,i){var t=now();while(i<hrefs.length){var l=d.createElement("link");l.rel="modulepreload";l.href=hrefs[i++];add(l);if(now()-t>=${PRELOAD_SLICE_MS})break}later(i<hrefs.length?function(){preload(hrefs,i)}:function(){evaluate(hrefs,0)})}
function evaluate(hrefs,i){var entry=s.getAttribute("data-entry");if(!entry||i>=hrefs.length)return run();var next=function(){evaluate(hrefs,i+1)};if(hrefs[i]===entry)return next();import(hrefs[i]).then(next,next)}
function run(){var m=d.createElement("script");m.type="module";m.textContent=s.textContent;add(m)}
function catalogue(){var m=d.querySelector('meta[name="${CATALOGUE_META_NAME}"]');if(!m||!m.content)return;var l=d.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=m.content;add(l)}
function start(){if(started||!s)return;started=true;catalogue();preload(JSON.parse(s.getAttribute("data-preload")||"[]"),0)}
if(d.visibilityState!=="visible"){start()}else{requestAnimationFrame(function(){later(start)});setTimeout(start,3000)}})();`;
