/** Share Our Site: the native share sheet, else copy the site address and say so. */
export function ShareSiteButton() {
  const share = async () => {
    const url = window.location.origin;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "DGSN", text: "Franchise league news and game recaps", url });
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing more to do.
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      window.alert("Site URL copied to clipboard!");
    } catch {
      window.prompt("Copy this address to share DGSN:", url);
    }
  };
  return (
    <button type="button" className="link-button" onClick={share}>
      Share Our Site
    </button>
  );
}
