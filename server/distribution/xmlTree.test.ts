import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { XmlElement, xmlDocument } from "./xmlTree.ts";

describe("xmlTree", () => {
  it("writes the declaration, then the tree indented, text-only elements on one line", () => {
    const root = new XmlElement("ern:Message", { "xmlns:ern": "http://ddex.net/xml/ern/43" });
    const header = root.ele("Header");
    header.ele("Id").txt("M-1");
    header.ele("Empty");
    root.ele("Title", { Lang: "en" }).txt("Night Drive");
    expect(xmlDocument(root)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<ern:Message xmlns:ern="http://ddex.net/xml/ern/43">',
        "  <Header>",
        "    <Id>M-1</Id>",
        "    <Empty/>",
        "  </Header>",
        '  <Title Lang="en">Night Drive</Title>',
        "</ern:Message>",
      ].join("\n"),
    );
  });

  it("escapes markup in text and attribute values, so a parser reads them back as given", () => {
    const root = new XmlElement("Release", { Note: `Say "hi" & <wave>` });
    root.ele("Title").txt(`Rock & Roll <Live> "1977" 'B-side'`);
    const xml = xmlDocument(root);
    expect(xml).toContain("<Title>Rock &amp; Roll &lt;Live&gt; \"1977\" 'B-side'</Title>");
    expect(xml).toContain('Note="Say &quot;hi&quot; &amp; &lt;wave&gt;"');
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(xml);
    expect(parsed.Release.Title).toBe(`Rock & Roll <Live> "1977" 'B-side'`);
    expect(parsed.Release["@_Note"]).toBe(`Say "hi" & <wave>`);
  });
});
