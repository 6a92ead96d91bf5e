import { usePageTitle } from "@web/lib/usePageTitle.ts";
import type { ReactNode } from "react";

/**
 * The title block at the top of a signed-in page; the browser tab is named after it too.
 * `action` (New Release, Refresh) sits beside the title, or under it once it wraps on a phone,
 * and the block's bottom margin comes after either, so the action never touches what follows.
 */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  usePageTitle(title);
  const heading = (
    <>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
      {description && <p className="mt-2 text-ink-300">{description}</p>}
    </>
  );
  if (!action) return <div className="mb-8">{heading}</div>;
  return (
    <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">{heading}</div>
      {action}
    </div>
  );
}
