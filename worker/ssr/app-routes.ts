// Which paths the SPA has a screen for, decided by its own route table (web/src/ssr/has-route.ts,
// built into generated/render-page.js), so the Worker keeps no second list that could drift.

/** False where the app would show "Page Not Found". Loads the page renderer on first use. */
export async function appHasRoute(path: string): Promise<boolean> {
  const { hasRoute } = await import("./generated/render-page.js");
  return hasRoute(path);
}
