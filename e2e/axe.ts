import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

/**
 * axe-core, the engine of Lighthouse's and Chrome's accessibility audits, with its default rules
 * (WCAG 2 A and AA, and its best practices: landmarks, heading order).
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** What axe finds on the page as it is now, a line per rule and element ("" when nothing). */
export async function violations(page: Page): Promise<string> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(
      document,
    ),
  );
  return results.violations
    .flatMap((rule) =>
      rule.nodes.map(
        (node) =>
          `${rule.id} (${rule.impact}): ${node.target.join(" ")}: ${
            node.failureSummary?.split("\n")[1]?.trim() ?? rule.help
          }`,
      ),
    )
    .join("\n");
}
