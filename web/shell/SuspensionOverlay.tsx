import {
  daysRemaining,
  ModerationFailures,
  ModerationMessages,
  type SuspensionInfo,
} from "@common/moderation.ts";
import type { CurrentUser } from "@common/users.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { mySuspensionQuery, useAgreeToTerms } from "@web/api/moderation.ts";
import { meQuery, useSignOut } from "@web/api/session.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Logo } from "@web/components/Logo.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Ban, FileCheck, LogOut, Mail, ShieldAlert } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/**
 * While the overlay shows the socket is closed (the server refuses it), so the session is asked
 * again every 10 s and on returning to the tab: a removed suspension gives the page back by
 * itself, and a suspension that runs out turns into the terms screen.
 */
const POLL_MS = 10_000;

function Frame({
  labelledBy,
  icon,
  tone,
  children,
}: {
  labelledBy: string;
  icon: ReactNode;
  tone: "danger" | "warning";
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      className="fixed inset-0 z-50 overflow-y-auto bg-ink-950 bg-[radial-gradient(ellipse_at_top,rgb(255_84_104/0.12),transparent_60%)]"
      data-testid="suspension-overlay"
    >
      {/* The overlay is the whole page (it replaces the shell): its content is the main one. */}
      <main className="flex min-h-full flex-col items-center justify-center gap-8 px-5 py-12">
        <Logo />
        <div
          ref={panel}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          tabIndex={-1}
          className="w-full max-w-lg rounded-2xl bg-ink-900 p-7 shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none sm:p-9"
        >
          <div
            className={cn(
              "mb-5 grid size-14 place-items-center rounded-full ring-1 ring-inset",
              tone === "danger"
                ? "bg-danger/10 text-danger ring-danger/40"
                : "bg-warning/10 text-warning ring-warning/35",
            )}
          >
            {icon}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{label}</dt>
      <dd className="mt-1 text-ink-100">{children}</dd>
    </div>
  );
}

function SignOutButton({ variant = "secondary" }: { variant?: "secondary" | "ghost" }) {
  const signOut = useSignOut();
  return (
    <Button variant={variant} busy={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogOut aria-hidden className="size-4" />
      Sign Out
    </Button>
  );
}

function whoActed(suspension: SuspensionInfo) {
  const { suspendedByName: name, suspendedByEmail: email } = suspension;
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? "An administrator";
}

function untilText(until: string) {
  const days = daysRemaining(until);
  return `${formatDateTime(until)} (${days} ${days === 1 ? "day" : "days"} remaining)`;
}

/** Spec §2 "Suspension overlay": suspended or banned, with the facts and the way out. */
function SuspendedScreen({ banned }: { banned: boolean }) {
  const titleId = useId();
  const details = useQuery(mySuspensionQuery);
  const suspension = details.data?.suspension ?? null;
  return (
    <Frame
      labelledBy={titleId}
      tone="danger"
      icon={
        banned ? (
          <Ban aria-hidden className="size-7" />
        ) : (
          <ShieldAlert aria-hidden className="size-7" />
        )
      }
    >
      <h1 id={titleId} className="text-3xl font-black tracking-tight text-ink-50">
        {banned ? ModerationMessages.bannedTitle : ModerationMessages.suspendedTitle}
      </h1>
      <p className="mt-2 text-ink-300">
        {banned
          ? "Your account has been permanently banned. You can no longer use the platform."
          : "Your account has been suspended. You can use the platform again once the suspension ends."}
      </p>
      {details.isPending ? (
        <Spinner className="mt-6" label="Loading the suspension details" />
      ) : details.isError ? (
        <FormAlert tone="error" className="mt-6">
          {failureMessage(details.error, "Could not load the suspension details.")}
        </FormAlert>
      ) : (
        <dl className="mt-5 divide-y divide-ink-800 border-y border-ink-800">
          {suspension && (
            <Fact label="Reason">
              <span className="whitespace-pre-line" data-testid="suspension-reason">
                {suspension.reason}
              </span>
            </Fact>
          )}
          {suspension?.suspendedUntil && !banned && (
            <Fact label="Suspended until">{untilText(suspension.suspendedUntil)}</Fact>
          )}
          {suspension && <Fact label="Action taken by">{whoActed(suspension)}</Fact>}
          {details.data && (
            <Fact label="Support">
              If you believe this is a mistake, contact{" "}
              <a
                href={`mailto:${details.data.supportEmail}`}
                className="inline-flex items-center gap-1 font-semibold text-accent hover:underline"
              >
                <Mail aria-hidden className="size-4" />
                {details.data.supportEmail}
              </a>
            </Fact>
          )}
        </dl>
      )}
      <div className="mt-7 flex justify-end">
        <SignOutButton />
      </div>
    </Frame>
  );
}

/** Spec §2 terms mode: after a suspension ran out, agree to the terms to continue. */
function TermsScreen() {
  const titleId = useId();
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  const agree = useAgreeToTerms();
  return (
    <Frame labelledBy={titleId} tone="warning" icon={<FileCheck aria-hidden className="size-7" />}>
      <h1 id={titleId} className="text-3xl font-black tracking-tight text-ink-50">
        {ModerationMessages.termsTitle}
      </h1>
      <p className="mt-2 text-ink-300">
        Your suspension has ended. To continue using your account, please review and agree to our
        Terms of Service.
      </p>
      <div className="mt-6 flex items-start gap-3 rounded-lg bg-ink-950 p-4 ring-1 ring-ink-700 ring-inset">
        <input
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-[#c8ff2e]"
        />
        <label htmlFor={checkboxId} className="text-sm text-ink-100">
          I have read and agree to the{" "}
          <a
            href="/terms"
            target="_blank"
            rel="noopener"
            className="font-semibold text-accent hover:underline"
          >
            Terms of Service
          </a>
        </label>
      </div>
      {agree.isError && (
        <FormAlert tone="error" className="mt-4">
          {failureMessage(agree.error, ModerationFailures.terms)}
        </FormAlert>
      )}
      <div className="mt-7 flex flex-wrap justify-end gap-2">
        <SignOutButton variant="ghost" />
        <Button disabled={!agreed} busy={agree.isPending} onClick={() => agree.mutate()}>
          Agree and Continue
        </Button>
      </div>
    </Frame>
  );
}

/**
 * The full-screen suspension overlay (spec §2): all a suspended, banned or terms-pending user
 * sees, whatever the route (decision 1: the server refuses them everything else anyway).
 */
export function SuspensionOverlay({ standing }: { standing: CurrentUser["standing"] }) {
  // An extra observer of the session, polling only while the overlay is up.
  useQuery({ ...meQuery, refetchInterval: POLL_MS, refetchOnWindowFocus: "always" });
  if (standing === "terms") return <TermsScreen />;
  return <SuspendedScreen banned={standing === "banned"} />;
}
