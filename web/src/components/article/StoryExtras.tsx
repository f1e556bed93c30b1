import type { Article } from "../../../../worker/contract";
import { ScreenshotGallery } from "../ScreenshotGallery";
import { GameBoxScore } from "./GameBoxScore";

/** What a published game recap shows under its story: the confirmed box score and the screenshots. */
export default function StoryExtras({ article }: { article: Article }) {
  return (
    <>
      <GameBoxScore
        homeTeam={article.homeTeam}
        awayTeam={article.awayTeam}
        players={article.players}
        names={article.playerNames}
      />
      <ScreenshotGallery images={article.statsImages} title="Game screenshots" />
    </>
  );
}
