// Starts the app on a page the Worker rendered on the server. The page carries this script inline,
// minified, as its module script (worker/ssr/page-html.ts; decision 240: no request before the first
// paint), which names the app's entry in data-app, its static imports in data-deps and its whole
// stylesheet in data-css (decisions 190, 193, 199). The page is a document: the story,
// its counts and its links are all in the markup, and links between reading pages are plain
// document loads.
//
// - A signed-in member (the readable `dgsn_signed_in` hint the Worker sets at sign-in and clears at
//   sign-out or on a 401 from /api/user, decision 203) gets the app once the page has loaded and its
//   lead image has been painted: their header, own reactions and author tools need it.
// - Anyone else gets no app JavaScript until they start an app-only action: the first pointerdown,
//   keydown or focus on one of the page's buttons or fields (not a GET form's, which works without
//   the app). Pointerdown comes before the click, so the download starts before the tap lands. The
//   service worker is registered from here once the page is idle, so a story read is kept offline.
//
// Until the app has taken over, this script owns the page's buttons: a tap is acknowledged at once
// (data-queued, styled in styles.css), starts the app straight away if it has not started, and is
// played again on the same button once the app has hydrated the page ("dgsn:app-started", sent by
// main.tsx). No tap is lost and none lands on a button nothing listens to. A choice in the league
// page's filter (a GET form) loads the filtered page from the Worker.
//
// Back or forward to this page as a new document puts the card the reader was looking at back where
// it was, whether or not the app had started here: the position is saved and placed by the app's own
// rule (lib/scroll-position.ts, lib/restore-scroll.ts, bundled into this script by the build, decision 363).
import { REACTED_COOKIE } from "../lib/my-reactions";
import { restore } from "../lib/restore-scroll";
import { keyThisDocumentsEntry, positionNow, readPositions, savePosition } from "../lib/scroll-position";

const script = document.querySelector("script[data-app]");
const entry = script?.getAttribute("data-app");
const deps = (script?.getAttribute("data-deps") ?? "").split(" ").filter(Boolean);
const appCss = script?.getAttribute("data-css");
const lead = document.querySelector('img[fetchpriority="high"]');

/** Resolves after the next frame has been painted (a timer queued from rAF runs after the paint). */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The page's other lazy images, held back by hold-images.js until the lead image has been painted
// (decision 249).
const held = Array.from(document.querySelectorAll("#root img[data-held-src]"));
/** Gives the held images their sources back; the browser's lazy loading takes over again. */
function releaseImages() {
  removeEventListener("scroll", releaseOnScroll);
  for (const img of held.splice(0)) {
    img.setAttribute("src", img.getAttribute("data-held-src"));
    img.removeAttribute("data-held-src");
  }
}
/**
 * Resolves once `img` is on screen: its Element Timing entry, which comes when the frame holding it
 * is presented (a frame after decode() can still be on its way then). Where that API is missing, or
 * the entry does not come within a second of the decode, the next frame after the decode. A failed
 * image resolves at once.
 */
function painted(img) {
  const decoded = img.decode();
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes("element")) {
    return decoded.then(afterNextPaint, () => undefined);
  }
  let observer;
  const seen = new Promise((resolve) => {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.element === img)) resolve();
    });
    observer.observe({ type: "element", buffered: true });
    decoded.then(() => setTimeout(resolve, 1000), resolve);
  });
  // The attribute is hold-images.js's, not the page's markup: removed once it has served.
  return seen.then(() => {
    observer.disconnect();
    img.removeAttribute("elementtiming");
  });
}
/** A reader who scrolls down first gets them at once; a scroll event at the top is not one. */
function releaseOnScroll() {
  if (scrollY > 0) releaseImages();
}
if (lead && held.length > 0) {
  painted(lead).then(releaseImages);
  addEventListener("scroll", releaseOnScroll, { passive: true });
} else {
  // Named by hold-images.js before it knew whether any image would follow: nothing waits on it.
  lead?.removeAttribute("elementtiming");
}

/** Lets the browser handle input between two pieces of start-up work. */
const yieldToInput = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app's whole stylesheet: the page inlined only its own rules, and the app shows menus, forms
 * and other pages. Resolves once it applies (or failed: the page's own rules still hold).
 */
function loadAppCss() {
  if (!appCss) return Promise.resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = appCss;
  const applied = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return applied;
}

let started = false;
async function start() {
  if (started || !entry) return;
  started = true;
  // Hydration keeps the server's attributes as the DOM has them: the images need their sources first.
  releaseImages();
  // The tap or key that asked for the app is acknowledged on screen first (data-queued): its
  // interaction ends with that paint, not with the app's evaluation (INP, bench/lighthouse.ts).
  await afterNextPaint();
  // Fetched while the chunks are evaluated; applied before the app renders anything it styles.
  const css = loadAppCss();
  // Each shared chunk is evaluated in its own task, then the entry: no single long task for
  // the whole app's module evaluation.
  for (const dep of deps) {
    await import(dep).catch(() => undefined);
    await yieldToInput();
  }
  await css;
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

// Where this page is left, for back and forward (above), until the app has taken over (it saves its
// own). On pagehide only: the reading of the layout happens once, as the reader leaves.
addEventListener("pagehide", () => {
  if (!takenOver) savePosition(keyThisDocumentsEntry(), positionNow());
});

/** A button or field that needs the app (a GET form's controls work without it). */
function appControl(target) {
  const control =
    target instanceof Element ? target.closest("#root button, #root input, #root select, #root textarea") : null;
  return control && !control.closest('form[method="get"]') ? control : null;
}

// The reader's intent starts the download: before the click lands, or as they tab to a control.
for (const type of ["pointerdown", "keydown", "focusin"]) {
  addEventListener(
    type,
    (event) => {
      if (!started && appControl(event.target)) start();
    },
    { capture: true, passive: true },
  );
}

// Both hints are cookies, read only when needed: document.cookie is a synchronous round trip to the
// browser's other processes (bench/main-thread.ts saw the cookie read take most of this script's
// evaluation), so it never runs while the page is being parsed.
// - dgsn_signed_in: a signed-in member's page starts the app at load (decision 203).
// - dgsn_reacted: a visitor who reacted to this story sees their reaction chosen only once the app
//   has read it, so their page starts the app at load and a tap never toggles off a reaction they
//   could not see. The app sets it on the story's own path beside its list (lib/my-reactions.ts), so
//   it is seen on that story only; localStorage, which holds the list, is not read here: its first
//   read is synchronous calls to the browser process (45 ms at 4× CPU, decision 380).
const hasCookieNow = (name) => new RegExp(`(?:^|;\\s*)${name}=`).test(document.cookie);
/**
 * The same test without holding the main thread: cookieStore asks the browser process
 * asynchronously (a busy phone's idle callback once spent 28 ms in the synchronous read,
 * bench/README.md "Issue 42"). Where it is missing, or refuses (an opaque origin), document.cookie.
 */
const hasCookie = (name) =>
  window.cookieStore
    ? cookieStore.get(name).then(
        (cookie) => Boolean(cookie),
        () => hasCookieNow(name),
      )
    : Promise.resolve(hasCookieNow(name));

// Back or forward to this page as a new document (the browser kept no live copy): the browser's own
// restoration brings back the scroll offset only, and the cards below the first screen come back at
// their estimated height (content-visibility, home.css), so that offset shows another place. The card
// the reader was looking at is put back instead, and held while the page settles (the app's rule). Read
// only on such a navigation: a first visit runs nothing more before its paint.
const leftAt =
  performance.getEntriesByType?.("navigation")[0]?.type === "back_forward" && history.state?.key
    ? readPositions()[history.state.key]
    : undefined;
if (leftAt?.y) {
  history.scrollRestoration = "manual";
  restore(leftAt);
} else if (
  // Otherwise the page is whole at its first paint, so the browser's own scroll restoration is right
  // for it until the app starts (which turns it off for its client-side navigations). That setting is
  // kept per history entry: coming back to a story whose app had started once would otherwise open at
  // the top. A new entry is already "auto", so a first visit reads neither hint here. Read at once
  // (the browser restores the scroll at load), but only on an entry the app has used.
  "scrollRestoration" in history &&
  history.scrollRestoration !== "auto" &&
  !hasCookieNow("dgsn_signed_in") &&
  !hasCookieNow(REACTED_COOKIE)
) {
  history.scrollRestoration = "auto";
}

// "You're offline." and the return toast are the app's: a page opened or left without a network
// starts it.
addEventListener("offline", start);
/** When the main thread is free, or after 2 s at the latest. */
const whenIdle = (fn) =>
  window.requestIdleCallback ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

async function afterLoad() {
  if (lead) await lead.decode().catch(() => undefined);
  await afterNextPaint();
  // The hints are read once the main thread is idle, not in a task of their own right after the
  // paint (bench/main-thread.ts timed that task at 11 ms at 4× CPU: the cookie read is a round trip
  // to the browser process). A reader's first tap or key starts the app before then anyway.
  whenIdle(async () => {
    if (started) return;
    // start() does nothing if a tap started the app while the hint was being read.
    // Both asked at once, inside the idle callback: neither read waits on the other's answer.
    const hints = await Promise.all([hasCookie(REACTED_COOKIE), hasCookie("dgsn_signed_in")]);
    if (!navigator.onLine || hints.includes(true)) start();
    // The app registers the same worker when it starts (web/src/pwa/register.ts); registering twice
    // is harmless and the update prompt still learns of a waiting worker then.
    else if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
    }
  });
}

if (document.readyState === "complete") afterLoad();
else addEventListener("load", afterLoad, { once: true });
