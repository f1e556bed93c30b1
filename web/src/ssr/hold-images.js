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
//
// A held image shows a transparent pixel, not nothing (decision 386): an <img> without a source is
// drawn as Chromium's alt-text fallback (three boxes of its own), and the give-back switched every
// held image out of it, a style recalc, a layout and a repaint in a frame after the first paint.
// A data: URL needs no request (the page's CSP allows data: images) and is one shared image.
(() => {
  // Loaded here, before the body is parsed, so each held image has it at once: a pixel that came
  // after the image's first layout changed its natural size, a layout of its own.
  const pixel = new Image();
  pixel.src = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
  // Each callback looks the page up once rather than walking its records: a callback comes only a
  // few times while a page is parsed, but with hundreds of records (one per node inserted).
  const parsing = new MutationObserver(() => {
    const lead = document.querySelector('#root img[fetchpriority="high"]');
    if (!lead) return;
    // Named for the Element Timing API before it can be painted: boot.js learns when it is on screen.
    lead.setAttribute("elementtiming", "lead");
    // Not one already held: its source now is the pixel.
    for (const img of document.querySelectorAll('#root img[loading="lazy"][src]:not([data-held-src])')) {
      img.setAttribute("data-held-src", img.getAttribute("src"));
      img.setAttribute("src", pixel.src);
    }
  });
  parsing.observe(document, { childList: true, subtree: true });
  addEventListener("DOMContentLoaded", () => parsing.disconnect(), { once: true });
})();
