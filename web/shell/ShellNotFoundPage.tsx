import { buttonClass } from "@web/components/Button.tsx";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { Link } from "react-router";

/** An address inside /dashboard or /admin that has no page (yet). */
export function ShellNotFoundPage() {
  usePageTitle("Page not found");
  return (
    <div className="py-16 text-center">
      <p className="font-mono text-sm text-accent">404</p>
      <h1 className="mt-2 text-3xl font-black tracking-tight">Page not found</h1>
      <p className="mt-2 text-ink-300">There is nothing at this address.</p>
      <Link to="/dashboard" className={`${buttonClass("secondary")} mt-6`}>
        Back to Dashboard
      </Link>
    </div>
  );
}
