import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "@web/api/profile.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import { AccountInfoTab } from "./AccountInfoTab.tsx";
import { ProfileInfoTab } from "./ProfileInfoTab.tsx";
import { SecurityTab } from "./SecurityTab.tsx";
import { SocialLinksTab } from "./SocialLinksTab.tsx";
import { useBanner } from "./useBanner.ts";

const triggerClass =
  "-mb-px shrink-0 border-b-2 border-transparent pb-3 text-left text-sm font-semibold text-ink-300 hover:text-ink-50 data-[state=active]:border-accent data-[state=active]:text-ink-50";

const TABS = ["profile", "social", "security", "account"] as const;

/**
 * /dashboard/settings: document 2 §2's tabs Profile Information, Social Links, Security, Account
 * Info. `?tab=security` opens on that tab (the new sign-in mail's link).
 */
export function SettingsPage() {
  const profile = useQuery(profileQuery);
  const { banner, show } = useBanner();
  const [params] = useSearchParams();
  const asked = params.get("tab");
  const initialTab = TABS.find((tab) => tab === asked) ?? "profile";
  return (
    <div>
      <PageHeader
        title="Settings"
        description="Manage your profile, how you sign in, and your data."
      />
      {banner && (
        <FormAlert key={banner.at} tone={banner.tone} className="mb-6 max-w-3xl">
          {banner.text}
        </FormAlert>
      )}
      <Tabs.Root defaultValue={initialTab}>
        {/* Two by two on a phone, one row from sm: every tab in sight, and nothing scrolls, so
            no tab is hidden past the edge and no focus ring is clipped. */}
        <Tabs.List
          aria-label="Settings sections"
          className="mb-6 grid grid-cols-2 gap-x-4 gap-y-2 border-b border-ink-800 sm:flex sm:flex-wrap sm:gap-x-6"
        >
          <Tabs.Trigger value="profile" className={triggerClass}>
            Profile Information
          </Tabs.Trigger>
          <Tabs.Trigger value="social" className={triggerClass}>
            Social Links
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={triggerClass}>
            Security
          </Tabs.Trigger>
          <Tabs.Trigger value="account" className={triggerClass}>
            Account Info
          </Tabs.Trigger>
        </Tabs.List>
        {/* Each panel opens on its own fields: the panel itself is no tab stop (tabIndex -1), not
            an invisible one between the tabs and the first field. */}
        <Tabs.Content value="profile" tabIndex={-1} className="focus:outline-none">
          {profile.data ? <ProfileInfoTab profile={profile.data} onResult={show} /> : <Spinner />}
        </Tabs.Content>
        <Tabs.Content value="social" tabIndex={-1} className="focus:outline-none">
          {profile.data ? <SocialLinksTab profile={profile.data} onResult={show} /> : <Spinner />}
        </Tabs.Content>
        <Tabs.Content value="security" tabIndex={-1} className="focus:outline-none">
          <SecurityTab onResult={show} />
        </Tabs.Content>
        <Tabs.Content value="account" tabIndex={-1} className="focus:outline-none">
          <AccountInfoTab onResult={show} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
