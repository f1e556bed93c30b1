import { useState } from "react";

/** Share a reel: the native share sheet, else copy its link (the link unfurls with its preview tags). */
export function ReelShareButton({ title, id }: { title: string; id: number }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = `${window.location.origin}/reels/${id}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt("Copy this link to share the reel:", url);
    }
  };
  return (
    <div>
      <button type="button" className="button-primary" onClick={share}>
        Share reel
      </button>
      <span role="status" className="field-hint">
        {copied ? " Link copied" : ""}
      </span>
    </div>
  );
}
