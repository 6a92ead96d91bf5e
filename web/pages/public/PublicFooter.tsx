import { Logo } from "@web/components/Logo.tsx";
import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSiteConfig } from "./useSiteConfig.ts";

const quickLinks = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/pricing", label: "Pricing" },
  { to: "/getting-started", label: "Getting Started" },
];

const companyLinks = [
  { to: "/about", label: "About" },
  { to: "/support", label: "Support" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/portal", label: "Artist Portal" },
];

const linkClass =
  "text-ink-300 underline-offset-4 transition-colors hover:text-accent hover:underline";

/** Quick links, company links, the support contact and the copyright (spec document 2 §2). */
export function PublicFooter() {
  const site = useSiteConfig();
  const year = new Date().getFullYear();
  const years = year > site.foundedYear ? `${site.foundedYear}–${year}` : `${site.foundedYear}`;

  return (
    <footer className="border-t border-ink-800 bg-ink-950">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 max-w-xs lg:col-span-1">
          <Logo name={site.labelName} />
          <p className="mt-4 text-sm leading-relaxed text-ink-300">
            Independent music distribution. Your music on 150+ platforms in 200+ countries, and 80%
            of the earnings stay with you.
          </p>
        </div>
        <FooterColumn title="Quick Links">
          <LinkList label="Quick links" links={quickLinks} />
        </FooterColumn>
        <FooterColumn title="Company">
          <LinkList label="Company" links={companyLinks} />
        </FooterColumn>
        <FooterColumn title="Support" className="col-span-2 lg:col-span-1">
          <a
            href={`mailto:${site.supportEmail}`}
            className="inline-flex items-center gap-2 font-semibold break-all text-ink-100 underline-offset-4 hover:text-accent hover:underline"
          >
            <Mail aria-hidden className="size-4 shrink-0 text-accent" />
            {site.supportEmail}
          </a>
          <p className="mt-3 text-sm text-ink-300">We reply within 24 hours.</p>
          <p className="mt-1 text-sm">
            <Link to="/support" className={linkClass}>
              Answers to common questions
            </Link>
          </p>
        </FooterColumn>
      </div>
      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-6 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {years} {site.labelName}. All rights reserved.
          </p>
          <p className="font-semibold tracking-wide text-ink-200 uppercase">Make Music Work</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-bold tracking-wide text-ink-50 uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function LinkList({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
