import { ScrollOnNavigate } from "@web/components/ScrollOnNavigate.tsx";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PublicFooter } from "./PublicFooter.tsx";
import { PublicHeader } from "./PublicHeader.tsx";

/** Public pages: the shared header and footer on the dark stage (spec document 2 §2). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        {/* A screen-tall placeholder keeps the footer below the fold while a page loads. */}
        <Suspense fallback={<div className="min-h-dvh" />}>
          <Outlet />
          <ScrollOnNavigate />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
