// The tab title of each page (issue 20 item 10), in the server render's form: "{page} — DGSN".
// The reader names its story itself once it has loaded.

export const SITE_TITLE = "DGSN — franchise league news";

const TITLES: [RegExp, string][] = [
  [/^\/create\/\d+\/box-score$/, "Check the box score"],
  [/^\/create$/, "Create New Article"],
  [/^\/community$/, "Community"],
  [/^\/support$/, "Support Us"],
  [/^\/login$/, "Login"],
  [/^\/signup$/, "Sign up"],
  [/^\/account$/, "My Account"],
  [/^\/logout$/, "Logging out"],
  [/^\/my-articles$/, "My Articles"],
  [/^\/edit\/[^/]+$/, "Edit Article"],
  [/^\/writer-manager$/, "Writer Personas"],
  [/^\/(simple-)?image-fix$/, "Fix Article Image"],
  [/^\/leagues\/new$/, "Create a league"],
  [/^\/league\/[^/]+\/manage$/, "League settings"],
  [/^\/league\/[^/]+\/season(\/.*)?$/, "Season"],
  [/^\/join\/[^/]+$/, "Join a league"],
];

/** The title for `pathname`; null for the reader, which names its story itself. */
export function pageTitle(pathname: string): string | null {
  if (pathname === "/") return SITE_TITLE;
  if (/^\/read\//.test(pathname)) return null;
  const league = /^\/league\/([^/]+)$/.exec(pathname)?.[1];
  if (league) {
    try {
      return `${decodeURIComponent(league)} on DGSN`;
    } catch {
      return "League — DGSN";
    }
  }
  const match = TITLES.find(([pattern]) => pattern.test(pathname));
  return `${match ? match[1] : "Page Not Found"} — DGSN`;
}

/** A story's or league's own title. */
export const contentTitle = (name: string) => `${name} — DGSN`;
