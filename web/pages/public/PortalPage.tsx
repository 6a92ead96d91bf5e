import { publicPageMeta } from "@common/site.ts";
import { Logo } from "@web/components/Logo.tsx";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ArtistLogin } from "./ArtistLogin.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

/**
 * /portal, outside the shared header and footer (spec document 1 §2): the artist portal's
 * entry, where an artist signs in or, already signed in, goes on to the dashboard.
 */
export default function PortalPage() {
  const site = useSiteConfig();
  usePageMeta(publicPageMeta("/portal", site));

  return (
    <main className="stage-glow grid min-h-dvh place-items-center px-5 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex items-center justify-between gap-4">
          <Link to="/" aria-label={`${site.labelName} home`} className="rounded-md">
            <Logo name={site.labelName} />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-ink-300 hover:text-accent"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to the website
          </Link>
        </div>
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
          Artist Portal
        </p>
        <ArtistLogin headingLevel={1} />
        <p className="mt-6 text-center text-sm text-ink-300">
          Trouble signing in? Write to{" "}
          <a
            href={`mailto:${site.supportEmail}`}
            className="font-semibold text-ink-100 underline underline-offset-4 hover:text-accent"
          >
            {site.supportEmail}
          </a>
          .
        </p>
      </div>
    </main>
  );
}
