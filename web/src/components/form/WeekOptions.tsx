import { GAME_WEEKS, gameWeekLabel } from "../../../../db/domain";

/** The weeks a recap can name, as a select's options after its empty one (forms and filters alike). */
export function WeekOptions() {
  return GAME_WEEKS.map((w) => (
    <option key={w} value={w}>
      {gameWeekLabel(w)}
    </option>
  ));
}
