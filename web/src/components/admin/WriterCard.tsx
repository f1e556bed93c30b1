import { useId, useState } from "react";
import { buildPersonaSystemPrompt, WRITER_NAME_MAX, WRITER_STYLE_MAX } from "../../../../db/domain";
import type { Writer } from "../../lib/writers";

export interface WriterDraft {
  name: string;
  style: string;
}

/** One persona: view, or edit name and style locally (Save keeps it in the card until Save All). */
export function WriterCard({
  writer,
  draft,
  onSave,
}: {
  writer: Writer;
  draft: WriterDraft;
  onSave: (draft: WriterDraft) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [local, setLocal] = useState(draft);
  const prompt = buildPersonaSystemPrompt({ name: draft.name, role: writer.role, style: draft.style });

  return (
    <article className="card writer-card" aria-labelledby={`${id}-name`}>
      <div className="card__body">
        <p className="card__meta">
          <code>{writer.id}</code> · {writer.role}
        </p>
        {editing ? (
          <>
            <label>
              Name
              <input
                value={local.name}
                maxLength={WRITER_NAME_MAX}
                onChange={(e) => setLocal({ ...local, name: e.target.value })}
              />
            </label>
            <label>
              Style
              <textarea
                rows={6}
                maxLength={WRITER_STYLE_MAX}
                placeholder="Describe this writer's unique style and personality"
                value={local.style}
                onChange={(e) => setLocal({ ...local, style: e.target.value })}
              />
            </label>
            <p className="form-hint">
              {local.style.length} / {WRITER_STYLE_MAX} characters
            </p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                onSave(local);
                setEditing(false);
              }}
            >
              Save
            </button>
          </>
        ) : (
          <>
            <h2 id={`${id}-name`} className="card__title">
              {draft.name}
            </h2>
            <p className="writer-card__style">{draft.style}</p>
            <button
              type="button"
              className="button"
              aria-label={`Edit ${draft.name}`}
              onClick={() => {
                setLocal(draft);
                setEditing(true);
              }}
            >
              Edit
            </button>
          </>
        )}
        <details className="writer-card__prompt">
          <summary>Prompt preview</summary>
          <pre>{prompt}</pre>
        </details>
      </div>
    </article>
  );
}
