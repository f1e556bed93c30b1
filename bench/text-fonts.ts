/**
 * Run in the page (`page.evaluate(visibleTextFonts)`): the visible text runs of the body and how many
 * font strikes (family, size, weight, style) they use. A text run skipped by content-visibility or
 * hidden is not counted. Self-contained, as page.evaluate sends only the function's source.
 */
export function visibleTextFonts(): { textRuns: number; fontStrikes: number } {
  const strikes = new Set<string>();
  let textRuns = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.nodeValue?.trim() || !el || el.closest("script,style,noscript,template,option")) continue;
    if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
    textRuns++;
    const style = getComputedStyle(el);
    strikes.add(`${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
  }
  return { textRuns, fontStrikes: strikes.size };
}
