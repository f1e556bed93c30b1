import { GAME_WEEKS, type GameWeek, gameWeekLabel } from "../../../../db/domain";

/**
 * Weeks as a select's options after its empty one: by default every week a recap can name (the
 * create and edit forms); the league filter passes the weeks it offers (decision 366).
 */
export function WeekOptions({ weeks = GAME_WEEKS }: { weeks?: readonly GameWeek[] }) {
  return weeks.map((w) => (
    <option key={w} value={w}>
      {gameWeekLabel(w)}
    </option>
  ));
}
