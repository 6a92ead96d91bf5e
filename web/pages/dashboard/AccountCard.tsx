import { type CurrentUser, ROLE_LABELS } from "@common/users.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Card } from "@web/components/Card.tsx";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function AccountCard({ user }: { user: CurrentUser }) {
  return (
    <Card aria-labelledby="account-heading" data-testid="account-card">
      <h2 id="account-heading" className="text-lg font-bold tracking-tight">
        Your account
      </h2>
      <dl className="mt-5 divide-y divide-ink-800">
        <Row label="Email">
          <span className="break-all">{user.email}</span>
        </Row>
        <Row label="Role">{ROLE_LABELS[user.role]}</Row>
        <Row label="Two-factor authentication">
          <span className="flex flex-wrap items-center gap-3 sm:justify-end">
            {user.twoFactorEnabled ? (
              <Badge tone="success">On</Badge>
            ) : (
              <Badge tone="neutral">Off</Badge>
            )}
            <Link
              to="/dashboard/settings?tab=security"
              className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
            >
              Settings › Security
              <ArrowRight aria-hidden className="size-3.5" />
            </Link>
          </span>
        </Row>
      </dl>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="text-sm text-ink-400">{label}</dt>
      <dd className="text-sm font-medium text-ink-50 sm:text-right">{children}</dd>
    </div>
  );
}
