import type { Page } from "playwright-core";

/**
 * Text drawn over other text: what a squeezed flex item or a badge placed over a name looks like
 * on a phone, and what axe does not look for. Each visible text run is measured by its own
 * extent (a box squeezed narrower than its text lets the text run on), cut to the boxes that clip
 * it (a truncated name, a scroller, a visually hidden label), and compared with the runs in the
 * same layer (the page, or one fixed or sticky box such as a dialog or the top bar). Two runs
 * overlap when they share more than half the shorter one's height: display headings set tighter
 * than their size touch, they do not cover each other.
 */
export function overlappingText(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    type Run = { text: string; element: Element; layer: Element | null; box: Box };

    const layerOf = (element: Element): Element | null => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === "fixed" || position === "sticky") return at;
      }
      return null;
    };
    const clipped = (element: Element, rect: DOMRect): Box | null => {
      let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const edge = at.getBoundingClientRect();
          box = {
            left: Math.max(box.left, edge.left),
            top: Math.max(box.top, edge.top),
            right: Math.min(box.right, edge.right),
            bottom: Math.min(box.bottom, edge.bottom),
          };
        }
      }
      return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
    };

    const runs: Run[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      // Toasts stack over one another by design (sonner's pile), and move while they do.
      const skipped = "[aria-hidden=true], svg, script, style, [data-sonner-toaster]";
      if (!element || !text || element.closest(skipped)) continue;
      // Not drawn: display none, visibility hidden, opacity 0, or a closed <details>' content.
      const drawn = element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      });
      if (!drawn) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = clipped(element, rect);
        if (box) runs.push({ text: text.slice(0, 40), element, layer: layerOf(element), box });
      }
    }

    const found: string[] = [];
    for (const [i, a] of runs.entries()) {
      for (const b of runs.slice(i + 1)) {
        if (a.element === b.element || a.layer !== b.layer) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        const shorter = Math.min(a.box.bottom - a.box.top, b.box.bottom - b.box.top);
        if (across > 2 && down > shorter / 2) found.push(`"${a.text}" over "${b.text}"`);
      }
    }
    return found.join("\n");
  });
}
