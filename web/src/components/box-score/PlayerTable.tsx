import { NAME_MAX, POSITION_COLUMNS, type Position, STATS } from "../../../../db/domain";
import { POSITION_NAMES, type RowDraft } from "../../lib/box-score-form";
import type { RowProblem } from "../../lib/box-score-problems";

interface Props {
  position: Position;
  rows: RowDraft[];
  onChange: (key: string, change: Partial<RowDraft>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  /** Problems found while typing, by row key: the cells are marked and the messages shown under the row. */
  problems?: Map<string, RowProblem>;
}

/** One position's player rows as an editable table; every input has its own accessible name. */
export function PlayerTable({ position, rows, onChange, onAdd, onRemove, problems }: Props) {
  const columns = POSITION_COLUMNS[position].map((key) => ({ key, label: STATS[key].short }));
  const title = POSITION_NAMES[position];
  return (
    <section className="box-score__group" aria-labelledby={`box-${position}`}>
      <h2 id={`box-${position}`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="box-score__empty">No {title.toLowerCase()} yet.</p>
      ) : (
        <div className="box-score__scroll">
          <table className="box-score__table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Team</th>
                {columns.map((c) => (
                  <th scope="col" key={c.key}>
                    {c.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const label = `${position} ${i + 1}`;
                const problem = problems?.get(row.key);
                const problemId = `${row.key}-problem`;
                const mark = (field: string) =>
                  problem?.fields.has(field) ? { "aria-invalid": true as const, "aria-describedby": problemId } : {};
                return [
                  <tr key={row.key}>
                    <td>
                      <input
                        aria-label={`${label} name`}
                        value={row.name}
                        maxLength={NAME_MAX}
                        onChange={(e) => onChange(row.key, { name: e.target.value })}
                        {...mark("name")}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={`${label} team`}
                        value={row.team}
                        maxLength={NAME_MAX}
                        onChange={(e) => onChange(row.key, { team: e.target.value })}
                        {...mark("team")}
                      />
                    </td>
                    {columns.map((c) => (
                      <td key={c.key}>
                        <input
                          className="box-score__number"
                          aria-label={`${label} ${c.label}`}
                          inputMode="decimal"
                          value={row.stats[c.key] ?? ""}
                          onChange={(e) => onChange(row.key, { stats: { ...row.stats, [c.key]: e.target.value } })}
                          {...mark(c.key)}
                        />
                      </td>
                    ))}
                    <td>
                      <button
                        type="button"
                        className="button button--small button--light"
                        onClick={() => onRemove(row.key)}
                      >
                        Remove<span className="visually-hidden"> {label}</span>
                      </button>
                    </td>
                  </tr>,
                  problem && (
                    <tr key={problemId} className="box-score__problem-row">
                      <td colSpan={columns.length + 3}>
                        <p id={problemId} className="box-score__problem">
                          {problem.messages.join(" ")}
                        </p>
                      </td>
                    </tr>
                  ),
                ];
              })}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" className="button button--small" onClick={onAdd}>
        Add {position === "DEF" ? "defender" : position}
      </button>
    </section>
  );
}
