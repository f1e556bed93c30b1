import { useEffect, useRef } from "react";
import { REEL_MESSAGES, reelInProgress } from "../../../../db/domain/reels";
import { useMyReels } from "../../hooks/use-reels";
import { toast } from "../../lib/toast-store";

/**
 * The toast when one of my reels finishes (Layout renders it only for a signed-in member) (notify-on-completion): my reels are asked for once per
 * visit, then again every 2 s only while one is being made (a weekly reel started by a new recap
 * shows up on the next visit).
 */
export default function ReelNotifier() {
  const mine = useMyReels().data;
  const seen = useRef(new Map<number, string>());
  useEffect(() => {
    if (!mine) return;
    for (const reel of mine.reels) {
      const before = seen.current.get(reel.id);
      seen.current.set(reel.id, reel.status);
      if (!mine.notify || before === undefined || !reelInProgress(before) || reelInProgress(reel.status)) continue;
      toast(
        reel.status === "completed"
          ? { title: REEL_MESSAGES.ready, description: reel.title }
          : { title: REEL_MESSAGES.failed, description: reel.failureReason ?? undefined, variant: "destructive" },
      );
    }
  }, [mine]);
  return null;
}
