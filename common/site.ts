/**
 * The public site's facts shared by server and web: the label's defaults (overridden by
 * LABEL_NAME / SUPPORT_EMAIL / FOUNDED_YEAR on the server) and the public routes with their
 * titles and descriptions, used for the sitemap, the meta tags the server writes into the HTML
 * and the titles the app sets on client navigation.
 *
 * Deliberately free of zod: the public pages import this and must stay small (issue 6 budget).
 */

export type SiteConfig = {
  labelName: string;
  supportEmail: string;
  foundedYear: number;
};

/** Offbeat's own values; a self-hosting label overrides them in configuration. */
export const SITE_DEFAULTS: SiteConfig = {
  labelName: "Offbeat",
  supportEmail: "support@offbeat.se",
  foundedYear: 2025,
};

export type PublicPath =
  | "/"
  | "/services"
  | "/pricing"
  | "/getting-started"
  | "/support"
  | "/about"
  | "/terms"
  | "/portal";

export type PageMeta = { title: string; description: string };

type PublicPage = {
  path: PublicPath;
  /** Header and footer link text; absent for pages the navigation does not list. */
  navLabel?: string;
  meta: (site: SiteConfig) => PageMeta;
  /** Sitemap hint: how much this page matters next to the others (0 to 1). */
  priority: number;
};

/*
 * The About, Support and Terms texts repeat what those pages pass to usePageMeta, so the HTML the
 * server sends and the title after client navigation agree (e2e/publicSite.e2e.ts checks it).
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    navLabel: "Home",
    priority: 1,
    meta: (s) => ({
      title: `${s.labelName}: Make Music Work`,
      description: `${s.labelName} is independent music distribution: release your music to 150+ platforms in 200+ countries, keep 80% of your earnings and get paid every month.`,
    }),
  },
  {
    path: "/services",
    navLabel: "Services",
    priority: 0.8,
    meta: (s) => ({
      title: `Services | ${s.labelName}`,
      description: `Music distribution, marketing and promotion, royalty management and artist support from ${s.labelName}. Sign up, upload your music, we distribute it and you get paid.`,
    }),
  },
  {
    path: "/pricing",
    navLabel: "Pricing",
    priority: 0.8,
    meta: (s) => ({
      title: `Pricing | ${s.labelName}`,
      description: `No upfront fees: artists keep 80% of their earnings and ${s.labelName} retains 20%. Paid monthly, within 30 days of month-end, by bank transfer, PayPal or Swish.`,
    }),
  },
  {
    path: "/getting-started",
    navLabel: "Getting Started",
    priority: 0.8,
    meta: (s) => ({
      title: `Getting Started | ${s.labelName}`,
      description: `Create your ${s.labelName} account, prepare artwork of at least 3000x3000 px and audio of at least 16-bit/44.1 kHz, and submit your first release for review.`,
    }),
  },
  {
    path: "/support",
    navLabel: "Support",
    priority: 0.6,
    meta: (s) => ({
      title: `Support | ${s.labelName}`,
      description: `Get help with your ${s.labelName} account, releases, royalty splits and payments. Email ${s.supportEmail} and we respond within 24 hours.`,
    }),
  },
  {
    path: "/about",
    navLabel: "About",
    priority: 0.6,
    meta: (s) => ({
      title: `About ${s.labelName}`,
      description: `${s.labelName} is an independent music label and distributor founded in ${s.foundedYear}. Artists keep 80% of their earnings and reach 150+ platforms in 200+ countries.`,
    }),
  },
  {
    path: "/terms",
    priority: 0.3,
    meta: (s) => ({
      title: `Terms of Service | ${s.labelName}`,
      description: `The agreement between artists and ${s.labelName}: an 80/20 revenue share, monthly payments, a non-exclusive license and your full ownership of your music. Effective 25 February 2025.`,
    }),
  },
  {
    path: "/portal",
    priority: 0.4,
    meta: (s) => ({
      title: `Artist Portal | ${s.labelName}`,
      description: `Sign in to the ${s.labelName} artist portal to build releases, follow their review and manage your account.`,
    }),
  },
];

/** The header's links, in the spec's order: Home, Services, Pricing, Getting Started, Support, About. */
export const NAV_LINKS = PUBLIC_PAGES.flatMap((page) =>
  page.navLabel ? [{ to: page.path, label: page.navLabel }] : [],
);

/** The public page at this path (trailing slash ignored), or undefined for any other path. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** The title and description of a public page with the label's values filled in. */
export function publicPageMeta(path: PublicPath, site: SiteConfig): PageMeta {
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a public page`);
  return page.meta(site);
}

/** Client routes outside the public list; /dashboard and /admin screens render their own 404. */
const APP_PATHS = ["/reset-password", "/dev/mailbox"];
const APP_AREAS = ["/dashboard", "/admin"];

/**
 * Whether the web app has a screen at `pathname`. The server answers other paths with status
 * 404 (still with the app, which shows its "not found" page), so crawlers and tools see a 404.
 */
export function isKnownWebPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (findPublicPage(path) || APP_PATHS.includes(path)) return true;
  return APP_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
