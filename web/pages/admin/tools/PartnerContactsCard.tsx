import { PARTNER_CONTACTS_URL } from "@web/api/admin.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { csvDownloadUrl } from "@web/lib/csvDownloadUrl.ts";
import { Download, Handshake } from "lucide-react";

/** The users who opted in to share their contact details with partners, as a CSV download. */
export function PartnerContactsCard() {
  return (
    <Card aria-labelledby="partner-contacts-heading">
      <h2
        id="partner-contacts-heading"
        className="flex items-center gap-2 text-lg font-bold tracking-tight"
      >
        <Handshake aria-hidden className="size-5 text-accent" />
        Partner contacts
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-300">
        Artist name, full name, email and distributed releases of the users who opted in to share
        their contact details with the label's partners. Nobody else is listed. Each download is
        recorded in the audit log.
      </p>
      <a href={csvDownloadUrl(PARTNER_CONTACTS_URL)} download className={buttonClass("secondary")}>
        <Download aria-hidden className="size-4" />
        Download CSV
      </a>
    </Card>
  );
}
