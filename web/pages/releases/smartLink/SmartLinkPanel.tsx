import { useQuery } from "@tanstack/react-query";
import { smartLinkQuery } from "@web/api/smartLinks.ts";
import { Card } from "@web/components/Card.tsx";
import { FansSummary } from "./FansSummary.tsx";
import { LinkShare } from "./LinkShare.tsx";
import { PageSwitch } from "./PageSwitch.tsx";
import { SmartLinkStats } from "./SmartLinkStats.tsx";
import { StoreLinkList } from "./StoreLinkList.tsx";

/**
 * The release's smart link (issue 17 "Artist controls"), on the artist's release detail and in
 * staff's review dialog: its address and QR code, the page's switch, the stores' order,
 * visibility and links, the fans who signed up, and the statistics. A release without a smart
 * link (not distributed yet) shows nothing, and neither does one that failed to load: the rest
 * of the page does not depend on it.
 */
export function SmartLinkPanel({ releaseId }: { releaseId: string }) {
  const panel = useQuery(smartLinkQuery(releaseId));
  const view = panel.data;
  if (!view) return null;
  return (
    <Card aria-labelledby="smart-link-heading" data-testid="smart-link-panel" className="space-y-7">
      <div>
        <h2 id="smart-link-heading" className="text-lg font-bold tracking-tight">
          Smart link
        </h2>
        <p className="mt-1 text-sm text-ink-300">
          One page for the release with a button per store. Share it anywhere.
        </p>
      </div>
      <LinkShare url={view.url} slug={view.slug} />
      <PageSwitch view={view} />
      <StoreLinkList view={view} />
      <FansSummary fans={view.fans} />
      <SmartLinkStats releaseId={releaseId} />
    </Card>
  );
}
