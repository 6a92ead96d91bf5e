import { html } from "../../lib/safeHtml.ts";
import type { PublicArtist } from "../publicArtist.ts";
import { renderDocument } from "./document.ts";
import { RELEASE_TYPE_LABELS } from "./format.ts";
import { artworkPath } from "./releasePage.ts";

/** Images above the fold on a phone load at once; the rest when scrolled to. */
const EAGER_IMAGES = 4;

/**
 * An artist's public page (/a/<slug>): every release whose smart link is public, newest first,
 * each with its artwork and a link to its page.
 */
export function renderArtistPage(
  artist: PublicArtist,
  options: { appUrl: string; siteName: string },
): string {
  const latest = artist.releases.find((r) => r.artworkUploadId);
  const latestArtwork = latest?.artworkUploadId;
  const items = artist.releases.map((release, i) => {
    const uploadId = release.artworkUploadId;
    const year = release.releaseDate?.slice(0, 4);
    const image = uploadId
      ? html`<img src="${artworkPath(release.slug, 300, uploadId)}" width="300" height="300" alt="" ${i < EAGER_IMAGES ? "" : html`loading="lazy"`} decoding="async" />`
      : html`<span class="art-empty" aria-hidden="true">${release.title.slice(0, 1)}</span>`;
    return html`<li><a class="release" href="/r/${encodeURIComponent(release.slug)}">${image}<span class="release-title">${release.title}</span><span class="release-meta">${RELEASE_TYPE_LABELS[release.releaseType]}${year ? html` · ${year}` : ""}</span></a></li>`;
  });
  const body = html`<main class="card artist-card">
<div class="content">
<h1>${artist.name}</h1>
<p class="meta">${artist.releases.length === 1 ? "1 release" : `${artist.releases.length} releases`}</p>
${
  items.length > 0
    ? html`<h2 class="visually-hidden">Releases</h2><ul class="releases">${items}</ul>`
    : html`<p>No releases yet.</p>`
}
</div>
</main>
<footer class="foot">Released through <a href="/">${options.siteName}</a></footer>`;
  return renderDocument(
    {
      title: `${artist.name} | ${options.siteName}`,
      description: `Music by ${artist.name}: every release and where to listen.`,
      url: new URL(`/a/${artist.slug}`, options.appUrl).toString(),
      siteName: options.siteName,
      type: "profile",
      image:
        latest && latestArtwork
          ? {
              url: new URL(
                artworkPath(latest.slug, 1200, latestArtwork),
                options.appUrl,
              ).toString(),
              width: 1200,
              height: 1200,
              alt: `Artwork of ${latest.title} by ${artist.name}`,
            }
          : undefined,
    },
    body,
  );
}
