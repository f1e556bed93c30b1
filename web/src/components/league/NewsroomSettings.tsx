// The commissioner's newsroom section (issue 41, decision 311): which kinds are written
// automatically, publish at once or hold for approval, and the articles waiting for approval.
import { Link } from "react-router-dom";
import { useApproveArticle, useAutoPublish, useNewsroomKinds, useNewsroomSettings } from "../../hooks/use-newsroom";

export function NewsroomSettings({ slug, autoPublish }: { slug: string; autoPublish: boolean }) {
  const settings = useNewsroomSettings(slug);
  const kinds = useNewsroomKinds(slug);
  const approve = useApproveArticle(slug);
  const publishing = useAutoPublish(slug);
  if (!settings.data) return settings.isPending ? <p role="status">Loading newsroom...</p> : null;
  const { kinds: all, held } = settings.data;
  const toggle = (kind: string, on: boolean) =>
    kinds.mutate(all.filter((k) => (k.kind === kind ? on : k.on)).map((k) => k.kind));
  const error = kinds.error ?? approve.error ?? publishing.error;
  return (
    <section aria-labelledby="newsroom-heading">
      <h2 id="newsroom-heading">Newsroom</h2>
      <p>The league's reporter writes these from the export: choose which are written automatically.</p>
      <fieldset className="newsroom-kinds">
        <legend>Written automatically</legend>
        {all.map((k) => (
          <label key={k.kind}>
            <input
              type="checkbox"
              checked={k.on}
              disabled={kinds.isPending}
              onChange={(e) => toggle(k.kind, e.target.checked)}
            />{" "}
            {k.label}
          </label>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={autoPublish}
          disabled={publishing.isPending}
          onChange={(e) => publishing.mutate(e.target.checked)}
        />{" "}
        Publish at once (off: game stories and newsroom articles wait for your approval)
      </label>
      {held.length > 0 && (
        <>
          <h3>Waiting for approval</h3>
          <ul className="rewrite-list">
            {held.map((a) => (
              <li key={a.recapId}>
                <Link to={`/read/${a.recapId}`}>{a.title}</Link>
                <button
                  type="button"
                  className="button"
                  onClick={() => approve.mutate(a.recapId)}
                  disabled={approve.isPending}
                >
                  Publish
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {settings.data.rostersComparedAt
          ? `Rosters last compared ${new Date(settings.data.rostersComparedAt).toLocaleString()}.`
          : "No roster export compared yet: the first one is the baseline, and makes no news."}
      </p>
      {error && <p className="form-error">{error.message}</p>}
    </section>
  );
}
