import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A section card's title with its icon, as the Admin Panel's cards have. */
export function CardHeading({
  id,
  icon: Icon,
  children,
}: {
  id: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <Icon aria-hidden className="size-5 text-accent" />
      {children}
    </h2>
  );
}
