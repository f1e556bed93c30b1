import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { leagueIconVersion } from "../../../db/domain";
import { ALL_LIMIT } from "../hooks/use-recaps";
import { queryKeys } from "../lib/query-keys";
import { summaryOf } from "./article-summary.fixture";
import CommunityPage from "./CommunityPage";

const story = (id: number, leagueName: string | null) => summaryOf(id, { leagueName });

function serverRender(): string {
  const client = new QueryClient();
  const recaps = [story(1, "NFL"), story(2, "NFL"), story(3, "SLA"), story(4, null)];
  client.setQueryData(queryKeys.recaps.list(ALL_LIMIT, 1, {}), {
    recaps,
    total: recaps.length,
    page: 1,
    totalPages: 1,
    hasMore: false,
  });
  client.setQueryData(queryKeys.leagueIcons, { NFL: "<svg></svg>" });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/community"]}>
        <CommunityPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// Issue 42 (decision 370): a league card is its link, its icon and its three lines, each line a
// child of the link (laid out by the link's grid); no wrapper of its own to style and lay out.
describe("CommunityPage's league cards", () => {
  it("are a link holding the icon, the name, the count and the description", () => {
    const cards = [...serverRender().matchAll(/<a class="league-card[^"]*"[^>]*>(.*?)<\/a>/g)].map((m) =>
      m[1]!.replace(/ src="[^"]*"/, "").replace(/ style="[^"]*"/, ""),
    );
    expect(cards).toEqual([
      '<img class="league-icon" alt="" width="56" height="56" loading="lazy" decoding="async"/>' +
        '<span class="league-card__name">NFL</span><span class="league-card__count">2 articles</span>' +
        '<span class="league-card__description">Coverage of NFL-based franchise play.</span>',
      expect.stringMatching(
        /^<span class="league-icon league-icon--monogram" aria-hidden="true">S<\/span><span class="league-card__name">SLA<\/span><span class="league-card__count">1 article<\/span><span class="league-card__description">/,
      ),
      '<span class="league-card__name">No league</span><span class="league-card__count">1 article</span>' +
        '<span class="league-card__description">Stories posted without a league.</span>',
    ]);
  });
});

// Decision 381: a league's icon is loaded from its icon route (a PNG drawn once), never a data: SVG,
// which builds an SVG document of its own on the page's main thread when it loads.
describe("CommunityPage's league icons", () => {
  it("load from the league's icon route at its SVG's version", () => {
    const src = serverRender().match(/<img class="league-icon" src="([^"]*)"/)?.[1];
    expect(src).toBe(`/api/league-icons/NFL?v=${leagueIconVersion("<svg></svg>")}`);
  });
});
