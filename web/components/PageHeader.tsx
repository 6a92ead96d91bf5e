import { usePageTitle } from "@web/lib/usePageTitle.ts";
import type { ReactNode } from "react";

/** The title block at the top of a signed-in page; the browser tab is named after it too. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
      {description && <p className="mt-2 text-ink-300">{description}</p>}
    </div>
  );
}
