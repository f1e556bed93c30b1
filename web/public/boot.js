// Starts the app on a page the Worker rendered on the server (worker/ssr/page-html.ts points the
// page's module script here and names the app's entry in data-app). The story is already on
// screen and its links work, so the app's JavaScript waits until the page has loaded and its lead
// image has been painted, instead of competing with them for a slow phone's bandwidth and main
// thread. Until the app takes over, the page's buttons are disabled (web/src/hooks/use-interactive.ts).
const entry = document.querySelector("script[data-app]")?.getAttribute("data-app");
const lead = document.querySelector('img[fetchpriority="high"]');

/** Resolves after the next frame has been painted (a timer queued from rAF runs after the paint). */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  if (lead) await lead.decode().catch(() => undefined);
  await afterNextPaint();
  if (entry) await import(entry);
}

if (document.readyState === "complete") start();
else addEventListener("load", start, { once: true });
