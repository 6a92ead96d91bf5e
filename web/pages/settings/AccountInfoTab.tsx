import { useQuery } from "@tanstack/react-query";
import { privacyQuery, terminationQuery } from "@web/api/account.ts";
import { useSession } from "@web/api/session.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { LockKeyhole } from "lucide-react";
import { DataExportSection } from "./accountInfo/DataExportSection.tsx";
import { PrivacySection } from "./accountInfo/PrivacySection.tsx";
import { TerminationSection } from "./accountInfo/TerminationSection.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import type { Banner } from "./useBanner.ts";

/** Spec §2 "Account Info": Data & Privacy (settings and export) and Account Termination. */
export function AccountInfoTab({ onResult }: { onResult: (banner: Banner) => void }) {
  const { user } = useSession();
  const privacy = useQuery(privacyQuery);
  const termination = useQuery(terminationQuery);
  if (!user) return null;
  return (
    <div className="max-w-3xl space-y-6">
      <Card aria-labelledby="privacy-heading">
        <SectionHeading
          id="privacy-heading"
          icon={LockKeyhole}
          title="Data & Privacy"
          description="Choose who sees your profile and what the label may do with your contact details."
          className="mb-5"
        />
        {privacy.error && <FormAlert tone="error">{privacy.error.message}</FormAlert>}
        {privacy.data ? (
          <PrivacySection
            key={privacy.data.updatedAt ?? "defaults"}
            settings={privacy.data}
            onResult={onResult}
          />
        ) : (
          !privacy.error && <Spinner />
        )}
        <div className="mt-6">
          <DataExportSection userId={user.id} onResult={onResult} />
        </div>
      </Card>
      <TerminationSection
        // undefined while loading (the button waits); a failed read does not block a request.
        request={termination.isError ? null : termination.data}
        onResult={onResult}
      />
    </div>
  );
}
