// The stylesheet a server-rendered page inlines (decision 199): only the sheets its own markup
// uses, not the whole app's, so the browser parses and matches fewer than half of the rules before
// the first paint. Each is a subsequence of web/src/styles.css, in the same order, so a rule wins
// the same way once boot.js adds the whole stylesheet for the app. The community page, a league's
// page and its season pages each have their own (issue 42: the league page parsed and kept the
// other two's rules, half of its sheet's).
import cards from "../styles/cards.css?inline";
import community from "../styles/community.css?inline";
import home from "../styles/home.css?inline";
import league from "../styles/league.css?inline";
import reader from "../styles/reader.css?inline";
import season from "../styles/season.css?inline";
import shell from "../styles/shell.css?inline";
import stats from "../styles/stats.css?inline";

export const PAGE_CSS = {
  home: shell + cards + home,
  reader: shell + reader,
  community: shell + stats + community,
  league: shell + cards + stats + league,
  /** A league's season pages: the league page's header and season links, and their tables. */
  season: shell + league + season,
} as const;
