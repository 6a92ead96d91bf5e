import { useSession } from "@web/api/session.ts";
import { ChangePasswordSection } from "./ChangePasswordSection.tsx";
import { SignedInDevices } from "./SignedInDevices.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";
import type { Banner } from "./useBanner.ts";

export function SecurityTab({ onResult }: { onResult: (banner: Banner) => void }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="max-w-3xl space-y-6">
      <ChangePasswordSection onResult={onResult} />
      <TwoFactorSection enabled={user.twoFactorEnabled} />
      <SignedInDevices onResult={onResult} />
    </div>
  );
}
