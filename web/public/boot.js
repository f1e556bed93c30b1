// Starts the app on a page the Worker rendered on the server (worker/ssr/page-html.ts points the
// page's module script here, names the app's entry in data-app and its static imports in data-deps;
// decision 190). The story is already on screen and its links work, so the app's JavaScript waits
// until the page has loaded and its lead image has been painted, instead of competing with them for
// a slow phone's bandwidth and main thread.
//
// Until the app has taken over, this script owns the page's buttons: a tap is acknowledged at once
// (data-queued, styled in styles.css), starts the app straight away if it has not started, and is
// played again on the same button once the app has hydrated the page ("dgsn:app-started", sent by
// main.tsx). No tap is lost and none lands on a button nothing listens to. A choice in the league
// page's filter (a GET form) loads the filtered page from the Worker.
const script = document.querySelector("script[data-app]");
const entry = script?.getAttribute("data-app");
const deps = (script?.getAttribute("data-deps") ?? "").split(" ").filter(Boolean);
const lead = document.querySelector('img[fetchpriority="high"]');

/** Resolves after the next frame has been painted (a timer queued from rAF runs after the paint). */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Lets the browser handle input between two pieces of start-up work. */
const yieldToInput = () => new Promise((resolve) => setTimeout(resolve, 0));

let started = false;
async function start() {
  if (started || !entry) return;
  started = true;
  // Each shared chunk is evaluated in its own task, then the entry: no single long task for
  // the whole app's module evaluation.
  for (const dep of deps) {
    await import(dep).catch(() => undefined);
    await yieldToInput();
  }
  await import(entry);
}

/** Taps made before the app took over: the button, and its place among the page's buttons. */
const queued = [];
let takenOver = false;
const buttons = () => Array.from(document.querySelectorAll("#root button"));

document.addEventListener(
  "click",
  (event) => {
    if (takenOver) return;
    const target = event.target instanceof Element ? event.target.closest("#root button") : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queued.push({ button: target, index: buttons().indexOf(target) });
    target.setAttribute("data-queued", "");
    start();
  },
  true,
);

// A choice in a GET form (the league page's season and week filter) before the app has taken over
// submits the form: the Worker renders the page it asks for, as it does for a browser without
// script. Not held for the app: a change played back into a page still hydrating was lost (e2e
// league-filter-early). form.submit() skips submit handlers, so a half-started app cannot cancel it.
document.addEventListener(
  "change",
  (event) => {
    if (takenOver) return;
    const select = event.target instanceof Element ? event.target.closest('#root form[method="get"] select') : null;
    if (!select?.form) return;
    select.setAttribute("data-queued", "");
    select.form.submit();
  },
  true,
);

addEventListener(
  "dgsn:app-started",
  () => {
    takenOver = true;
    // In a task of its own: the event is sent from inside React's commit, and a click played back
    // there did not reach React's handlers (seen in Chromium).
    setTimeout(() => {
      for (const { button, index } of queued.splice(0)) {
        button.removeAttribute("data-queued");
        // Hydration keeps the server's buttons; if React had to render afresh, the same place.
        const now = button.isConnected ? button : buttons()[index];
        now?.click();
      }
    }, 0);
  },
  { once: true },
);

async function startWhenLoaded() {
  if (lead) await lead.decode().catch(() => undefined);
  await afterNextPaint();
  start();
}

if (document.readyState === "complete") startWhenLoaded();
else addEventListener("load", startWhenLoaded, { once: true });
