import { useEffect, useRef } from "react";
import { toast } from "../components/toast/toast-store";
import { useOnline } from "../lib/online";
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

  return (
    <div role="status" className={online ? "visually-hidden" : "offline-banner"}>
      {online ? "" : "You're offline. Articles you read recently are still available; posting needs a connection."}
    </div>
  );
}
