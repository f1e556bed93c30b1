import type { ArticleSummary } from "../../../worker/contract";

/** Home and away team with their scores and 'FINAL', for game recaps that name both teams. */
export function Scoreline({
  article,
  large = false,
}: {
  article: Pick<ArticleSummary, "type" | "homeTeam" | "awayTeam" | "homeScore" | "awayScore">;
  large?: boolean;
}) {
  if (article.type !== "game_recap" || !article.homeTeam || !article.awayTeam) return null;
  return (
    <div className={large ? "scoreline scoreline--large" : "scoreline"}>
      <p>
        {article.homeTeam} <strong>{article.homeScore}</strong>
      </p>
      <p>
        {article.awayTeam} <strong>{article.awayScore}</strong>
      </p>
      <p className="scoreline__final">FINAL</p>
    </div>
  );
}
