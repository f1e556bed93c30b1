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

/**
 * The six screenshot groups of a game recap, each with its own limit (spec §5). `onBusyChange` tells the
 * form which group is compressing a choice, so it holds its submit until the images are in.
 */
export function StatsImagesField({
  value,
  onChange,
  onBusyChange,
}: {
  value: StatsImages;
  onChange: (v: StatsImages) => void;
  onBusyChange?: (group: StatsGroup, busy: boolean) => void;
}) {
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
              onBusyChange={onBusyChange ? (busy) => onBusyChange(group, busy) : undefined}
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
