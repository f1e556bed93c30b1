import { EACH_IMAGE_TOO_LARGE, STATS_GROUP_LIMITS, STATS_GROUPS, type StatsGroup } from "../../../../db/domain";
import { useScreenReadingContext } from "../../ocr/use-screen-reading";
import { ScreenReadingStatus } from "../ocr/ScreenReadingStatus";
import { ImagePicker } from "./ImagePicker";

export type StatsImages = Record<StatsGroup, string[]>;
export const emptyStatsImages = (): StatsImages =>
  Object.fromEntries(STATS_GROUPS.map((g) => [g, []])) as unknown as StatsImages;

const LABELS: Record<StatsGroup, string> = {
  game: "Game stats",
  passing: "Passing (QB) stats",
  rushing: "Rushing (RB) stats",
  receiving: "Receiving (WR) stats",
  defense: "Defense stats",
  specialTeams: "Special teams stats",
};

/** The six screenshot groups of a game recap, each with its own limit (spec §5). */
export function StatsImagesField({ value, onChange }: { value: StatsImages; onChange: (v: StatsImages) => void }) {
  const reading = useScreenReadingContext();
  return (
    // A tap or a focus on any picker starts the screen reader while the author is in the gallery.
    <fieldset className="stats-images" onPointerDown={reading?.prepare} onFocus={reading?.prepare}>
      <legend>Game stats screenshots</legend>
      {STATS_GROUPS.map((group) => {
        const max = STATS_GROUP_LIMITS[group];
        return (
          <div key={group}>
            <ImagePicker
              label={`${LABELS[group]} (up to ${max})`}
              images={value[group]}
              max={max}
              tooLargeMessage={EACH_IMAGE_TOO_LARGE}
              tooManyMessage={`You can only upload up to ${max} images for ${group} stats`}
              onChange={(images) => onChange({ ...value, [group]: images })}
              onPicked={reading ? (files) => reading.add(group, files) : undefined}
              onRemoved={reading ? (index) => reading.remove(group, index) : undefined}
            />
            <ScreenReadingStatus group={group} />
          </div>
        );
      })}
    </fieldset>
  );
}
