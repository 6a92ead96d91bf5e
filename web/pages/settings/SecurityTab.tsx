import { useSession } from "@web/api/session.ts";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

export function SecurityTab() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="max-w-3xl space-y-6">
      <TwoFactorSection enabled={user.twoFactorEnabled} />
    </div>
  );
}
