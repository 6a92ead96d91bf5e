import { PageHeader } from "@web/components/PageHeader.tsx";
import { Tabs } from "radix-ui";
import { SecurityTab } from "./SecurityTab.tsx";

/**
 * /dashboard/settings. Document 2 lists Profile Information, Social Links, Security and Account
 * Info; the other three tabs arrive with the profile issue, so only Security is here.
 */
export function SettingsPage() {
  return (
    <div>
      <PageHeader title="Settings" description="Manage how you sign in to Offbeat." />
      <Tabs.Root defaultValue="security">
        <Tabs.List
          aria-label="Settings sections"
          className="mb-6 flex gap-6 overflow-x-auto border-b border-ink-800"
        >
          <Tabs.Trigger
            value="security"
            className="-mb-px border-b-2 border-transparent pb-3 text-sm font-semibold text-ink-300 hover:text-ink-50 data-[state=active]:border-accent data-[state=active]:text-ink-50"
          >
            Security
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="security" className="focus:outline-none">
          <SecurityTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
