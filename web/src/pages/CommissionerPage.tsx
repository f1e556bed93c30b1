// The commissioner's page of a league (issue 22, decision 225): the invite link, the export URL to
// paste into the league bot or the Companion App, uploading export files without a bot, and the
// stories a corrected export flagged, each rewritten with one click. The server decides who may.
import { Link, useParams } from "react-router-dom";
import { weekLabel } from "../../../db/domain/league-export";
import { CopyField } from "../components/league/CopyField";
import { ExportStatusList } from "../components/league/ExportStatusList";
import { ExportUpload } from "../components/league/ExportUpload";
import { NewsroomSettings } from "../components/league/NewsroomSettings";
import { useLeagueManage, useNewExportUrl, useRewriteStory, useRotateInvite } from "../hooks/use-league-admin";
import { useContentTitle } from "../hooks/use-page-title";
import { ApiRequestError } from "../lib/api";
import { leaguePath } from "../lib/leagues";
import { contentTitle } from "../lib/page-titles";
import { seasonPaths } from "../lib/season-paths";

export default function CommissionerPage() {
  const slug = useParams().leagueId ?? "";
  const manage = useLeagueManage(slug);
  const invite = useRotateInvite(slug);
  const exportUrl = useNewExportUrl(slug);
  const rewrite = useRewriteStory(slug);
  const league = manage.data;
  useContentTitle(league ? contentTitle(`${league.name}: commissioner`) : null);

  if (manage.isPending)
    return (
      <p className="page" role="status">
        Loading league...
      </p>
    );
  if (!league)
    return (
      <div className="page page--narrow status-page">
        <h1>League settings</h1>
        <p role="alert">
          {manage.error instanceof ApiRequestError ? manage.error.message : "This league could not be loaded."}
        </p>
      </div>
    );

  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const pending = league.members.filter((m) => m.status === "pending");
  return (
    <div className="page page--narrow commissioner">
      <Link to={leaguePath(league.name)} className="back-link">
        ← {league.name}
      </Link>
      <h1>{league.name}: commissioner</h1>

      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite members</h2>
        <CopyField label="Invite link" value={`${origin}/join/${league.inviteCode}`} />
        <button type="button" className="button" onClick={() => invite.mutate()} disabled={invite.isPending}>
          New invite link
        </button>
        <p>
          {league.members.length} member{league.members.length === 1 ? "" : "s"}
          {pending.length > 0 ? `, ${pending.length} waiting for approval` : ""}.
        </p>
      </section>

      <section aria-labelledby="export-heading">
        <h2 id="export-heading">Data export</h2>
        {league.game === "college" ? (
          <p>College Football has no data export: college leagues post screenshots instead.</p>
        ) : (
          <>
            <p>
              Paste the export URL into your league bot's export setting (for Snallabot: Add Export Url) or the
              Companion App's export. Every finished game then gets a story.
            </p>
            {exportUrl.data ? (
              <>
                <CopyField label="Export URL" value={exportUrl.data.exportUrl} />
                <p>It is shown only now. Keep it secret: anyone who has it can send data to this league.</p>
              </>
            ) : league.hasExport ? (
              <p>This league has an export URL. Make a new one if it was lost; the old one stops working.</p>
            ) : (
              <p>
                This league has no export URL yet. Create one and paste it into your league bot: a URL made before the
                league changed hands no longer works.
              </p>
            )}
            <button type="button" className="button" onClick={() => exportUrl.mutate()} disabled={exportUrl.isPending}>
              {league.hasExport || exportUrl.data ? "Make a new export URL" : "Create export URL"}
            </button>
            <h3>No bot? Upload the export files</h3>
            <ExportUpload slug={league.slug} />
            <h3>Recent exports</h3>
            <ExportStatusList exports={league.exports} />
            <p>
              <Link to={seasonPaths.standings(league.slug, "latest")}>See the season pages</Link>
            </p>
          </>
        )}
      </section>

      {league.game !== "college" && <NewsroomSettings slug={league.slug} autoPublish={league.autoPublish} />}

      {league.storiesToRewrite.length > 0 && (
        <section aria-labelledby="rewrite-heading">
          <h2 id="rewrite-heading">Stories to rewrite</h2>
          <p>
            The export corrected these games after their stories were written. You can also correct a box score yourself
            (a name two players share, say) and have the story rewritten.
          </p>
          <ul className="rewrite-list">
            {league.storiesToRewrite.map((s) => (
              <li key={s.recapId}>
                <Link to={`/read/${s.recapId}`}>
                  Season {s.season + 1}, {weekLabel(s.stage, s.week)}
                </Link>
                <button
                  type="button"
                  className="button"
                  onClick={() => rewrite.mutate(s.recapId)}
                  disabled={rewrite.isPending}
                >
                  Rewrite
                </button>
                <Link to={`/create/${s.recapId}/box-score`}>Correct the box score</Link>
              </li>
            ))}
          </ul>
          {rewrite.error && <p className="form-error">{rewrite.error.message}</p>}
        </section>
      )}
    </div>
  );
}
