import { type DeviceSession, DeviceSessionMessages } from "@common/deviceSessions.ts";
import { useQuery } from "@tanstack/react-query";
import {
  deviceSessionsQuery,
  useEndDeviceSession,
  useEndOtherDeviceSessions,
} from "@web/api/deviceSessions.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { MonitorSmartphone } from "lucide-react";
import { SectionHeading } from "./SectionHeading.tsx";
import type { Banner } from "./useBanner.ts";

/**
 * Settings → Security: every browser signed in to the account, this one first. A device the user
 * does not recognise is signed out from here (its open pages drop to the sign-in screen at once);
 * the password change above signs out all of them as well.
 */
export function SignedInDevices({ onResult }: { onResult: (banner: Banner) => void }) {
  const sessions = useQuery(deviceSessionsQuery);
  const endOne = useEndDeviceSession();
  const endOthers = useEndOtherDeviceSessions();
  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      ({ message }) => onResult({ tone: "success", text: message }),
      (error: Error) => onResult({ tone: "error", text: error.message }),
    );
  const items = sessions.data?.items ?? [];
  const others = (sessions.data?.total ?? 0) - items.filter((s) => s.current).length;

  return (
    <Card aria-labelledby="devices-heading" data-testid="signed-in-devices">
      <SectionHeading
        id="devices-heading"
        icon={MonitorSmartphone}
        title={DeviceSessionMessages.heading}
        description={DeviceSessionMessages.intro}
      />
      {sessions.isPending ? (
        <div className="mt-5">
          <Spinner label="Loading signed-in devices" />
        </div>
      ) : sessions.isError ? (
        <FormAlert tone="error" className="mt-5">
          {DeviceSessionMessages.loadFailed}
        </FormAlert>
      ) : (
        <>
          <ul className="mt-5 divide-y divide-ink-800 border-y border-ink-800">
            {items.map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                busy={endOne.isPending && endOne.variables === session.id}
                onSignOut={() => report(endOne.mutateAsync(session.id))}
              />
            ))}
          </ul>
          {sessions.data.total > items.length && (
            <p className="mt-3 text-sm text-ink-400">
              {DeviceSessionMessages.more(items.length, sessions.data.total)}
            </p>
          )}
          <Button
            variant="danger"
            className="mt-5"
            disabled={others === 0}
            busy={endOthers.isPending}
            onClick={() => report(endOthers.mutateAsync())}
          >
            Sign out all other devices
          </Button>
        </>
      )}
    </Card>
  );
}

function DeviceRow({
  session,
  busy,
  onSignOut,
}: {
  session: DeviceSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {session.device}
          {session.current && <Badge tone="accent">This device</Badge>}
        </p>
        <p className="text-sm text-ink-400">Signed in {formatDateTime(session.signedInAt)}</p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          busy={busy}
          onClick={onSignOut}
          aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.signedInAt)}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
