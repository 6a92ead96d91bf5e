import type { Page } from "playwright-core";

/**
 * Every stop of the keyboard's Tab order on the page shown, from the top, each described by what
 * it is ("BUTTON Sign Out"), that draws no focus indicator (WCAG 2.4.7, which axe does not
 * check): no outline and no ring (a box shadow) while focused. A stop entered again (the fields
 * of a date input) is one stop; the walk ends where it began or after `limit` stops.
 */
export async function stopsWithoutFocusIndicator(page: Page, limit = 150): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const missing: string[] = [];
  const seen = new Set<string>();
  let last = "";
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      let id = element.getAttribute("data-tab-walk");
      if (!id) {
        id = crypto.randomUUID();
        element.setAttribute("data-tab-walk", id);
      }
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none" && style.boxShadow !== "";
      const name =
        element.getAttribute("aria-label") ??
        element.getAttribute("name") ??
        element.textContent?.trim().slice(0, 40) ??
        "";
      return { id, shown: outline || ring, what: `${element.tagName} ${name}` };
    });
    if (!focused) break;
    if (focused.id === last) continue;
    if (seen.has(focused.id)) break;
    seen.add(focused.id);
    last = focused.id;
    if (!focused.shown) missing.push(focused.what);
  }
  return missing;
}
