import { isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { linkify } from "./linkify.tsx";

type Link = ReactElement<{ href: string; target?: string; rel?: string; children: string }>;

const links = (nodes: ReturnType<typeof linkify>) =>
  nodes.filter((n): n is Link => isValidElement(n));

describe("linkify", () => {
  it("turns http and https addresses into links and keeps the rest as text", () => {
    const nodes = linkify("see https://offbeat.example/a?b=1 and http://x.se now");
    expect(links(nodes).map((l) => l.props.href)).toEqual([
      "https://offbeat.example/a?b=1",
      "http://x.se",
    ]);
    expect(nodes.filter((n) => typeof n === "string")).toEqual(["see ", " and ", " now"]);
  });

  it("never makes links of other schemes or of markup", () => {
    const nodes = linkify('javascript:void(0) <a href="https://evil">x</a> <b>hi</b>');
    expect(links(nodes).map((l) => l.props.href)).toEqual(["https://evil"]);
    expect(nodes.join("")).toContain("<b>hi</b>");
  });

  it("leaves sentence punctuation after an address outside the link", () => {
    const nodes = linkify("Read https://x.se/terms. Or (https://y.se)!");
    expect(links(nodes).map((l) => l.props.href)).toEqual(["https://x.se/terms", "https://y.se"]);
    const shown = nodes.map((n) => (isValidElement(n) ? (n as Link).props.children : n)).join("");
    expect(shown).toBe("Read https://x.se/terms. Or (https://y.se)!");
  });

  it("opens links written by others in a new tab that cannot reach this page", () => {
    const [link] = links(linkify("https://x.se", { newTab: true }));
    expect(link?.props.target).toBe("_blank");
    expect(link?.props.rel).toContain("noopener");
  });
});
