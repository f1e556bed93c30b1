// The stylesheet a server-rendered page inlines (decision 199): only the sheets its own markup
// uses, not the whole app's, so the browser parses and matches fewer than half of the rules before
// the first paint. Each is a subsequence of web/src/styles.css, in the same order, so a rule wins
// the same way once boot.js adds the whole stylesheet for the app.
import cards from "../styles/cards.css?inline";
import home from "../styles/home.css?inline";
import league from "../styles/league.css?inline";
import reader from "../styles/reader.css?inline";
import shell from "../styles/shell.css?inline";

export const PAGE_CSS = {
  home: shell + cards + home,
  reader: shell + reader,
  /** The community page, a league's page and its season pages. */
  leagues: shell + cards + league,
} as const;
