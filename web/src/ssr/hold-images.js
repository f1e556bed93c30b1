// Holds the page's lazy images back until its lead image has been painted (decision 249): on a
// phone the next cards' images are within the browser's lazy-load distance, so they would load
// beside the lead image and take part of its bandwidth. boot.js gives them back.
//
// The page carries this as a classic inline script at the end of <head> (worker/ssr/page-html.ts),
// so it runs before the body is parsed. It watches the parser: each lazy image in #root is held as
// soon as it has been inserted, once the lead image is in the page, before any layout can start its
// load (a mutation callback runs before the browser's next rendering step). A page
// arriving in pieces over a slow link is laid out between them, so holding the images once the whole
// page is parsed (boot.js, a module script, runs only then) is too late. A page without a lead image
// holds nothing. Without script, images load as the browser decides. The boxes keep their size
// meanwhile (the card's CSS gives them an aspect ratio).
(() => {
  // Each callback looks the page up once rather than walking its records: a callback comes only a
  // few times while a page is parsed, but with hundreds of records (one per node inserted).
  const parsing = new MutationObserver(() => {
    const lead = document.querySelector('#root img[fetchpriority="high"]');
    if (!lead) return;
    // Named for the Element Timing API before it can be painted: boot.js learns when it is on screen.
    lead.setAttribute("elementtiming", "lead");
    for (const img of document.querySelectorAll('#root img[loading="lazy"][src]')) {
      img.setAttribute("data-held-src", img.getAttribute("src"));
      img.removeAttribute("src");
    }
  });
  parsing.observe(document, { childList: true, subtree: true });
  addEventListener("DOMContentLoaded", () => parsing.disconnect(), { once: true });
})();
