import { buttonClass } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { Link } from "react-router";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section className="mx-auto max-w-xl px-5 py-24 text-center sm:py-32">
      <p className="font-mono text-sm text-accent">404</p>
      <h1 className="text-display mt-3 text-5xl">Page not found</h1>
      <p className="mt-4 text-ink-300">There is nothing at this address.</p>
      <Link to="/" className={`${buttonClass("secondary")} mt-8`}>
        Back to home
      </Link>
    </section>
  );
}
