import { useEffect } from "react";

export type PageMeta = { title: string; description: string };

/**
 * Sets the document title, meta description, canonical link and Open Graph title, description
 * and address for the page on client navigation. The server writes the same tags into the HTML
 * of public routes (server/routes/site/indexHtml.ts), so crawlers see them without JavaScript.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const url = window.location.origin + window.location.pathname;
    document.title = title;
    setMeta("name", "description", description);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description);
    setMeta("property", "og:url", url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
  }, [title, description]);
}

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
