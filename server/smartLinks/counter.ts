/**
 * First-party counting for smart links (issue 17). The page route counts a visit and the
 * go-redirect a click; the counter keeps them in memory and writes them in one batch a second
 * (server/smartLinks/countBuffer.ts), so a redirect costs no database round trip.
 */
export interface VisitSource {
  /** The client's address (request.ip): hashed with the day's salt, never stored. */
  ip: string;
  userAgent: string;
  /** The Referer header; undefined when the browser sent none. */
  referer: string | undefined;
}

export interface SmartLinkCounter {
  /** Counts a page view of the release's smart link (bots are not counted). */
  visit(releaseId: string, source: VisitSource): void;
  /**
   * Counts a click on a store button. `referrerDomain` is the domain the visit came from, which
   * the page passes on (the click's own Referer is the smart link page).
   */
  click(releaseId: string, storeId: string, source: VisitSource, referrerDomain: string): void;
  /** Writes what is counted so far (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}
