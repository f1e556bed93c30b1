import { useEffect, useRef } from "react";
import { useOnline } from "../lib/online";
import { toast } from "../lib/toast-store";
import "./pwa.css";

/** A clear, persistent banner while offline; a short toast when the connection comes back. */
export function OfflineBanner() {
  const online = useOnline();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast({ title: "Back online", description: "You're connected again." });
    }
  }, [online]);

  // A live region that is always there (so the change is announced), holding the banner only while
  // offline. No role=status: pages keep that role for their own loading messages.
  return (
    <div aria-live="polite">
      {!online && (
        <p className="offline-banner">
          You're offline. Articles you read recently are still available; posting needs a connection.
        </p>
      )}
    </div>
  );
}
