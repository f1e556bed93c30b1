import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { ArticleSummary, ArticleSummaryList } from "../../../worker/contract";
import { ALL_LIMIT } from "../hooks/use-recaps";
import { queryKeys } from "../lib/query-keys";
import { summaryOf } from "./article-summary.fixture";
import LeaguePage from "./LeaguePage";

// Decision 366: the league page's week select offers the weeks its stories are in (lib/week-choices.ts).
const story = (id: number, season: number | null, week: ArticleSummary["week"]) =>
  summaryOf(id, { season, week, leagueName: "NFL" });
const STORIES = [story(3, 26, "wildcard"), story(2, 26, "3"), story(1, 25, "pre2")];

/** The week select's option labels in the page as the server renders it at `address`. */
function weekOptions(address: string, hasMore = false): string[] {
  const client = new QueryClient();
  const list: ArticleSummaryList = { recaps: STORIES, total: hasMore ? 2000 : 3, page: 1, totalPages: 1, hasMore };
  client.setQueryData(queryKeys.recaps.list(ALL_LIMIT, 1, { league: "NFL" }), list);
  const filter = new URLSearchParams(address.split("?")[1]);
  const season = filter.get("season");
  if (season) {
    const of = STORIES.filter((s) => s.season === Number(season));
    client.setQueryData(queryKeys.recaps.list(ALL_LIMIT, 1, { season: Number(season), league: "NFL" }), {
      ...list,
      recaps: of,
    });
  }
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/league/:leagueId" element={<LeaguePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const select = /<select[^>]* name="week"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!);
}

describe("the league page's week filter", () => {
  it("offers the weeks the league has stories in, in the game's order, after All weeks", () => {
    expect(weekOptions("/league/NFL")).toEqual(["All weeks", "Preseason week 2", "Week 3", "Wild Card Round"]);
  });

  it("offers the chosen season's weeks, and keeps a chosen week that has none", () => {
    expect(weekOptions("/league/NFL?season=26")).toEqual(["All weeks", "Week 3", "Wild Card Round"]);
    expect(weekOptions("/league/NFL?season=25&week=5")).toEqual(["All weeks", "Preseason week 2", "Week 5"]);
  });

  it("offers every week when the league's list was cut at its limit", () => {
    expect(weekOptions("/league/NFL?season=26", true)).toHaveLength(27);
  });
});
