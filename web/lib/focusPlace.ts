/**
 * Where a control sits in a list whose rows an action can remove (a release approved off the
 * pending list, a payout paid off the "Requested" tab), so that focus can go to what took its
 * place instead of falling to the page's body. A list is marked `data-focus-list`, each row
 * `data-focus-row`; a list that stays when it empties can take focus itself (tabIndex -1).
 */
export interface FocusPlace {
  list: HTMLElement;
  /** The row's index in the list. */
  row: number;
  /** The control's index among its row's controls. */
  control: number;
  /** Its text ("Approve"), which finds the same control in a row drawn differently. */
  text: string;
}

const ROW = "[data-focus-row]";
const LIST = "[data-focus-list]";
const CONTROLS = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

function controlsOf(row: Element) {
  return [...row.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) => !control.matches(":disabled"),
  );
}

/** The place of a control inside a marked list's row; null anywhere else. */
export function placeOf(element: Element | null): FocusPlace | null {
  const row = element?.closest(ROW);
  const list = row?.closest<HTMLElement>(LIST);
  if (!element || !row || !list) return null;
  return {
    list,
    row: [...list.querySelectorAll(ROW)].indexOf(row),
    control: Math.max(0, controlsOf(row).indexOf(element as HTMLElement)),
    text: element.textContent?.trim() ?? "",
  };
}

/**
 * What took the place of a control whose row is gone, or which its row no longer offers (a
 * delivery's Retry once retried): the same control, by its text, in the row now at that index or
 * the nearest after it (the next release's Approve, the next failure's Retry), else before it;
 * else the control at the same position of the row at that index (or the last row); the list
 * itself once it is empty, when it can take focus; null when the list is gone too.
 */
export function successorOf(place: FocusPlace): HTMLElement | null {
  if (!place.list.isConnected) return null;
  const rows = [...place.list.querySelectorAll(ROW)];
  const at = Math.min(place.row, rows.length - 1);
  const nearest = [...rows.slice(at), ...rows.slice(0, at).reverse()];
  for (const row of place.text ? nearest : []) {
    const same = controlsOf(row).find((control) => control.textContent?.trim() === place.text);
    if (same) return same;
  }
  const row = rows[at];
  if (!row) return place.list.hasAttribute("tabindex") ? place.list : null;
  const controls = controlsOf(row);
  return controls[Math.min(place.control, controls.length - 1)] ?? null;
}
