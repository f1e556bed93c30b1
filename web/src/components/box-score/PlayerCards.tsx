import { NAME_MAX, type Position, STATS } from "../../../../db/domain";
import { POSITION_NAMES, type RowDraft, rowColumns } from "../../lib/box-score-form";
import type { RowProblem } from "../../lib/box-score-problems";

/** A cell the screenshot reader filled is marked until the author edits it; editing drops the mark. */
const readMark = (row: RowDraft, cell: keyof NonNullable<RowDraft["read"]>) => {
  const mark = row.read?.[cell];
  return mark
    ? {
        "data-read": mark,
        title:
          mark === "doubtful" ? "Read from your screenshot, unsure: check it" : "Read from your screenshot: check it",
      }
    : {};
};
const unmark = (row: RowDraft, cell: keyof NonNullable<RowDraft["read"]>): Partial<RowDraft> => {
  if (!row.read?.[cell]) return {};
  const { [cell]: _, ...rest } = row.read;
  return { read: rest };
};

interface Props {
  position: Position;
  rows: RowDraft[];
  onChange: (key: string, change: Partial<RowDraft>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  /** Problems found while typing, by row key: the cells are marked and the messages shown on the card. */
  problems?: Map<string, RowProblem>;
}

/**
 * One position's players, a card each: name, team and every stat the player will be saved with
 * (rowColumns: the position's, and any other the screenshots gave him), each in its own labelled
 * input. The cards wrap, so a 375 px phone shows one a row and never scrolls sideways.
 */
export function PlayerCards({ position, rows, onChange, onAdd, onRemove, problems }: Props) {
  const title = POSITION_NAMES[position];
  return (
    <section className="box-score__group" aria-labelledby={`box-${position}`}>
      <h2 id={`box-${position}`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="box-score__empty">No {title.toLowerCase()} yet.</p>
      ) : (
        <ul className="box-score__cards">
          {rows.map((row, i) => {
            const label = `${position} ${i + 1}`;
            const problem = problems?.get(row.key);
            const problemId = `${row.key}-problem`;
            const mark = (field: string) =>
              problem?.fields.has(field) ? { "aria-invalid": true as const, "aria-describedby": problemId } : {};
            return (
              <li key={row.key} className="box-score__card">
                <label className="box-score__field box-score__field--wide">
                  <span aria-hidden="true">Player</span>
                  <input
                    aria-label={`${label} name`}
                    value={row.name}
                    maxLength={NAME_MAX}
                    {...readMark(row, "name")}
                    onChange={(e) => onChange(row.key, { name: e.target.value, ...unmark(row, "name") })}
                    {...mark("name")}
                  />
                </label>
                <label className="box-score__field box-score__field--wide">
                  <span aria-hidden="true">Team</span>
                  <input
                    aria-label={`${label} team`}
                    value={row.team}
                    maxLength={NAME_MAX}
                    onChange={(e) => onChange(row.key, { team: e.target.value })}
                    {...mark("team")}
                  />
                </label>
                {rowColumns(row).map((key) => (
                  <label key={key} className="box-score__field">
                    <span aria-hidden="true">{STATS[key].short}</span>
                    <input
                      className="box-score__number"
                      aria-label={`${label} ${STATS[key].short}`}
                      inputMode="decimal"
                      value={row.stats[key] ?? ""}
                      {...readMark(row, key)}
                      onChange={(e) =>
                        onChange(row.key, { stats: { ...row.stats, [key]: e.target.value }, ...unmark(row, key) })
                      }
                      {...mark(key)}
                    />
                  </label>
                ))}
                {problem && (
                  <p id={problemId} className="box-score__problem">
                    {problem.messages.join(" ")}
                  </p>
                )}
                <button type="button" className="button button--small button--light" onClick={() => onRemove(row.key)}>
                  Remove<span className="visually-hidden"> {label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button button--small" onClick={onAdd}>
        Add {position === "DEF" ? "defender" : position}
      </button>
    </section>
  );
}
