// Starts the app on a page the Worker rendered on the server (worker/ssr/page-html.ts points the
// page's module script here and names the app's entry in data-app). The story is already on
// screen and its links work, so the app's JavaScript waits until the page's own content — its
// images above all — has loaded, instead of competing with it for a slow phone's bandwidth.
// Until the app takes over, the page's buttons are disabled (web/src/hooks/use-interactive.ts).
const entry = document.querySelector("script[data-app]")?.getAttribute("data-app");
const start = () => {
  if (entry) import(entry);
};
if (document.readyState === "complete") start();
else addEventListener("load", start, { once: true });
