import type { PublicPath } from "@common/site.ts";
import type { ComponentType } from "react";

type PageModule = { default: ComponentType };

/**
 * The pages inside the public header and footer, each its own chunk. Both routers use this
 * list: the light public site (PublicSite.tsx) and the app's router (router.tsx), which shows
 * the same pages after the visitor has entered the signed-in app.
 */
export const publicPageModules: Record<
  Exclude<PublicPath, "/portal">,
  () => Promise<PageModule>
> = {
  "/": () => import("./HomePage.tsx"),
  "/services": () => import("./ServicesPage.tsx"),
  "/pricing": () => import("./PricingPage.tsx"),
  "/getting-started": () => import("./GettingStartedPage.tsx"),
  "/support": () => import("./SupportPage.tsx"),
  "/about": () => import("./AboutPage.tsx"),
  "/terms": () => import("./TermsPage.tsx"),
};

/** /portal sits outside the shared header and footer (spec document 1 §2 route table). */
export const portalPageModule = (): Promise<PageModule> => import("./PortalPage.tsx");
