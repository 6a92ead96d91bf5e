import type { ReactNode } from "react";

/** One labelled fact of a release dialog (Type, Genre, UPC, ...), inside a <dl>. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-400">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink-50">{children}</dd>
    </div>
  );
}

/** A titled block of free text (description, admin notes), line breaks kept. */
export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-sm font-bold tracking-tight">{title}</h3>
      <p className="text-sm whitespace-pre-line text-ink-200">{children}</p>
    </section>
  );
}
