import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import { absoluteUrl, robotsTxt, sitemapXml } from "./crawlers.ts";
import { createIndexHtml } from "./indexHtml.ts";
import { withPageHead, withRenderedBody, withSiteConfig } from "./pageHtml.ts";

/** The shape of the index.html Vite builds from web/index.html. */
const TEMPLATE = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Offbeat: independent music distribution."
    />
    <title>Offbeat — Make Music Work</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head = {
  title: "Terms of Service | Offbeat",
  description: "The agreement between artists and Offbeat.",
  url: "https://music.example/terms",
  siteName: "Offbeat",
};

describe("withPageHead", () => {
  it("replaces the title and description and adds canonical and Open Graph tags", () => {
    const html = withPageHead(TEMPLATE, head);
    expect(html).toContain("<title>Terms of Service | Offbeat</title>");
    expect(html).not.toContain("Make Music Work</title>");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="The agreement between artists and Offbeat." />',
    );
    expect(html).toContain('<link rel="canonical" href="https://music.example/terms" />');
    expect(html).toContain('<meta property="og:title" content="Terms of Service | Offbeat" />');
    expect(html).toContain('<meta property="og:url" content="https://music.example/terms" />');
    expect(html).toContain('<meta property="og:site_name" content="Offbeat" />');
    // Everything lands in <head>, and the app's script is untouched.
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('src="/assets/index-abc.js"');
  });

  it("escapes a label name that contains markup", () => {
    const html = withPageHead(TEMPLATE, { ...head, title: 'Rock & "Roll" <Records>' });
    expect(html).toContain("<title>Rock &amp; &quot;Roll&quot; &lt;Records&gt;</title>");
    expect(html).not.toContain("<Records>");
  });

  it("writes a text with $ patterns as it is, not as the replacement's references", () => {
    const html = withPageHead(TEMPLATE, {
      ...head,
      title: "Cash $& Carry $' Records $`",
      description: "Pay $$ less, keep $1 more",
    });
    expect(html).toContain("<title>Cash $&amp; Carry $&#39; Records $`</title>");
    expect(html).toContain('<meta name="description" content="Pay $$ less, keep $1 more" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe("withSiteConfig and withRenderedBody", () => {
  it("writes the label's facts into a meta tag the app reads", () => {
    const html = withSiteConfig(TEMPLATE, {
      labelName: "A&B",
      supportEmail: "help@ab.example",
      foundedYear: 2020,
    });
    const content = html.match(/<meta name="offbeat-site" content="([^"]+)" \/>/)?.[1] ?? "";
    const decoded = content.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
    expect(JSON.parse(decoded)).toEqual({
      labelName: "A&B",
      supportEmail: "help@ab.example",
      foundedYear: 2020,
    });
  });

  it("puts the rendered markup inside the root element, even when it holds $ patterns", () => {
    const html = withRenderedBody(TEMPLATE, "<main>Pay $1 and keep $&</main>");
    expect(html).toContain('<div id="root"><main>Pay $1 and keep $&</main></div>');
  });
});

describe("createIndexHtml", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  const config = loadConfig({ APP_URL: "https://music.example", LABEL_NAME: "Northern Lights" });

  function templateFile() {
    dir = mkdtempSync(path.join(tmpdir(), "offbeat-index-"));
    const file = path.join(dir, "index.html");
    writeFileSync(file, TEMPLATE);
    return file;
  }

  it("gives a public page its meta tags, with the configured label name, and its rendered markup", async () => {
    const render = vi.fn(async (page: string) => `<h1>rendered ${page}</h1>`);
    const { html } = createIndexHtml(config, templateFile(), log, render);
    const page = await html("/pricing");
    expect(page).toContain("<title>Pricing | Northern Lights</title>");
    expect(page).toContain('<link rel="canonical" href="https://music.example/pricing" />');
    expect(page).toContain('<div id="root"><h1>rendered /pricing</h1></div>');
    expect(page).toContain('name="offbeat-site"');
  });

  it("renders each page once and serves it again from memory, trailing slash or not", async () => {
    const render = vi.fn(async () => "<p>page</p>");
    const { html } = createIndexHtml(config, templateFile(), log, render);
    await html("/about");
    await html("/about/");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders again after a new build replaced the template", async () => {
    const render = vi.fn(async () => "<p>page</p>");
    const file = templateFile();
    const { html } = createIndexHtml(config, file, log, render);
    await html("/about");
    writeFileSync(file, TEMPLATE.replace("index-abc.js", "index-def.js"));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const page = await html("/about");
    expect(page).toContain("index-def.js");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("serves other addresses as the bare app, without a page's tags", async () => {
    const render = vi.fn(async () => "<p>page</p>");
    const { html } = createIndexHtml(config, templateFile(), log, render);
    const page = await html("/dashboard/settings");
    expect(page).toContain("<title>Offbeat — Make Music Work</title>");
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain("canonical");
    expect(render).not.toHaveBeenCalled();
  });

  it("serves the bare app with the page's tags when rendering fails, and logs it", async () => {
    const render = vi.fn(async () => {
      throw new Error("boom");
    });
    const { html } = createIndexHtml(config, templateFile(), log, render);
    const page = await html("/terms");
    expect(page).toContain("<title>Terms of Service | Northern Lights</title>");
    expect(page).toContain('<div id="root"></div>');
    expect(log.error).toHaveBeenCalled();
  });
});

describe("crawler texts", () => {
  it("joins APP_URL and a path with one slash, whether APP_URL ends in one or not", () => {
    expect(absoluteUrl("https://music.example", "/terms")).toBe("https://music.example/terms");
    expect(absoluteUrl("https://music.example/", "/terms")).toBe("https://music.example/terms");
  });

  it("builds the sitemap and robots.txt from APP_URL", () => {
    expect(sitemapXml("https://music.example")).toContain(
      "<loc>https://music.example/getting-started</loc>",
    );
    expect(robotsTxt("https://music.example")).toContain(
      "Sitemap: https://music.example/sitemap.xml",
    );
  });
});
