import { type ChangeEvent, useState } from "react";
import { uploadRouteOf } from "../../../../db/domain/export-upload";
import { useUploadExport } from "../../hooks/use-league-admin";
import { ApiRequestError } from "../../lib/api";

interface FileResult {
  name: string;
  ok: boolean;
  message: string;
}

/**
 * Upload the export's JSON files from the browser, for a league without a bot: each file names its
 * own route (its list and its rows' week), and goes through the same ingest job, checks and story
 * job on the server as the bot's POST; the page's export list says when each is stored or why it
 * was refused. Files are sent one at a time, in the order chosen.
 */
export function ExportUpload({ slug }: { slug: string }) {
  const upload = useUploadExport(slug);
  const [results, setResults] = useState<FileResult[]>([]);
  const [busy, setBusy] = useState(false);

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = "";
    if (files.length === 0) return;
    setBusy(true);
    setResults([]);
    // Teams first: the stories name teams from them.
    const texts = await Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() })));
    const parsed = texts.map((f) => {
      try {
        return { ...f, target: uploadRouteOf(JSON.parse(f.text)) };
      } catch {
        return { ...f, target: { error: "This file is not JSON." } as const };
      }
    });
    parsed.sort(
      (a, b) =>
        Number("route" in b.target && b.target.route === "leagueteams") -
        Number("route" in a.target && a.target.route === "leagueteams"),
    );
    for (const f of parsed) {
      let result: FileResult;
      if ("error" in f.target) result = { name: f.name, ok: false, message: f.target.error };
      else {
        try {
          await upload.mutateAsync({ route: f.target.route, text: f.text });
          result = { name: f.name, ok: true, message: `${f.target.label}: received (see Recent exports)` };
        } catch (err) {
          result = { name: f.name, ok: false, message: err instanceof ApiRequestError ? err.message : "Upload failed" };
        }
      }
      setResults((r) => [...r, result]);
    }
    setBusy(false);
  };

  return (
    <div className="export-upload">
      <label htmlFor="export-files" className="button">
        Upload export files
      </label>
      <input
        id="export-files"
        className="visually-hidden"
        type="file"
        accept="application/json,.json"
        multiple
        disabled={busy}
        onChange={onFiles}
      />
      {busy && <p role="status">Uploading…</p>}
      {results.length > 0 && (
        <ul className="export-upload__results" aria-label="Uploaded files">
          {results.map((r) => (
            <li key={r.name} className={r.ok ? "" : "form-error"}>
              <strong>{r.name}</strong>: {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
