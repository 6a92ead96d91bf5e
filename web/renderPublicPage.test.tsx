import { PUBLIC_PAGES } from "@common/site.ts";
import { describe, expect, it } from "vitest";
import { renderPublicPage } from "./renderPublicPage.tsx";

const site = {
  labelName: "Northern Lights Records",
  supportEmail: "help@northernlights.example",
  foundedYear: 2019,
};

describe("renderPublicPage", () => {
  it.each(PUBLIC_PAGES.map((page) => page.path))(
    "renders %s whole on the server, in place and without inline scripts",
    async (path) => {
      const html = await renderPublicPage(path, site);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // The CSP allows no inline script; React's out-of-place Suspense content needs them.
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<template");
      expect(html).toContain(site.labelName);
    },
  );

  it("renders the home page's hero and the header's links and account buttons", async () => {
    const html = await renderPublicPage("/", site);
    expect(html).toMatch(/Make.*Music.*Work/s);
    for (const label of ["Services", "Pricing", "Getting Started", "Support", "About"])
      expect(html).toContain(`>${label}</a>`);
    expect(html).toContain(">Log In</button>");
    expect(html).toContain(">Sign up</button>");
    expect(html).toContain("help@northernlights.example");
  });
});
