import { PageLoadingBar } from "@web/components/PageLoadingBar.tsx";
import { ScrollOnNavigate } from "@web/components/ScrollOnNavigate.tsx";
import { MAIN_ID, SkipLink } from "@web/components/SkipLink.tsx";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PublicFooter } from "./PublicFooter.tsx";
import { PublicHeader } from "./PublicHeader.tsx";

/** Public pages: the shared header and footer on the dark stage (spec document 2 §2). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageLoadingBar />
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
