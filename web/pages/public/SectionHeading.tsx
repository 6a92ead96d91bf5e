import type { ReactNode } from "react";

/** A section's h2 with an optional line under it; `id` lets the section name itself by it. */
export function SectionHeading({
  id,
  title,
  text,
}: {
  id: string;
  title: ReactNode;
  text?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-black tracking-tight sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg leading-relaxed text-ink-300">{text}</p>}
    </div>
  );
}
