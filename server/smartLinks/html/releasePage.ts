import { html, type SafeHtml } from "../../lib/safeHtml.ts";
import type { PublicRelease } from "../publicRelease.ts";
import { renderDocument } from "./document.ts";
import { formatDay, formatDuration, ogTypeOf, RELEASE_TYPE_LABELS, storeAction } from "./format.ts";

export interface ReleasePageOptions {
  /** Absolute address of the site (APP_URL), for the canonical link and the share card. */
  appUrl: string;
  siteName: string;
  /** Today by the smart links' clock (YYYY-MM-DD): before the release date, a pre-release page. */
  today: string;
  /** The smart links' clock now, so the countdown counts from the server's time. */
  now: Date;
  /** The domain the visit came from ("" when direct), passed on by the store buttons. */
  ref: string;
}

const absolute = (appUrl: string, path: string) => new URL(path, appUrl).toString();

/** Artwork addresses carry the upload's id: new artwork is a new address, so caches never lie. */
export function artworkPath(slug: string, size: number, uploadId: string): string {
  return `/r/${encodeURIComponent(slug)}/artwork/${size}.jpg?v=${uploadId.slice(0, 8)}`;
}

function artwork(release: PublicRelease): SafeHtml {
  const alt = `Artwork of ${release.title} by ${release.artistName}`;
  if (!release.artworkUploadId) {
    return html`<div class="art art-empty" role="img" aria-label="${alt}">${release.title.slice(0, 1)}</div>`;
  }
  const src = (size: number) => artworkPath(release.slug, size, release.artworkUploadId ?? "");
  return html`<img class="art" src="${src(600)}" srcset="${src(300)} 300w, ${src(600)} 600w, ${src(1200)} 1200w" sizes="(min-width: 480px) 440px, calc(100vw - 32px)" width="600" height="600" alt="${alt}" fetchpriority="high" decoding="async" />`;
}

function storeButtons(release: PublicRelease, ref: string): SafeHtml {
  if (release.stores.length === 0) return html``;
  const query = ref ? `?ref=${encodeURIComponent(ref)}` : "";
  return html`<section class="listen" aria-labelledby="listen-heading">
<h2 id="listen-heading" class="visually-hidden">Listen</h2>
<ul class="stores">${release.stores.map(
    (store) =>
      html`<li><a class="store" data-store="${store.storeId}" href="/r/${encodeURIComponent(release.slug)}/go/${store.storeId}${query}"><span class="store-name">${store.label}</span><span class="store-action">${storeAction(store.storeId)}</span></a></li>`,
  )}</ul>
</section>`;
}

/** Whole days, hours, minutes and seconds from `now` to `target`, never below zero. */
function remaining(now: Date, target: Date) {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The pre-release block: the release day, a countdown (rendered here, kept ticking by page.js
 * without changing its size) and "Notify me", which page.js posts as JSON to the fans route.
 */
function preRelease(release: PublicRelease, options: ReleasePageOptions): SafeHtml {
  const day = release.releaseDate ?? options.today;
  const target = new Date(`${day}T00:00:00Z`);
  const left = remaining(options.now, target);
  const unit = (value: number, name: string) =>
    html`<span class="unit"><b data-unit="${name}">${String(value).padStart(2, "0")}</b> ${name}</span>`;
  return html`<section class="pre" aria-labelledby="pre-heading">
<h2 id="pre-heading">Coming soon</h2>
<p class="countdown" id="countdown" data-release="${target.toISOString()}" data-now="${options.now.toISOString()}">${unit(left.days, "days")}${unit(left.hours, "hours")}${unit(left.minutes, "min")}${unit(left.seconds, "sec")}</p>
<form class="notify" id="notify" method="post" action="/r/${encodeURIComponent(release.slug)}/notify" data-api="/api/smart-links/${encodeURIComponent(release.slug)}/fans">
<label for="notify-email">Get an email on release day</label>
<div class="notify-row">
<input id="notify-email" name="email" type="email" autocomplete="email" inputmode="email" maxlength="254" required placeholder="you@example.com" />
<button type="submit">Notify me</button>
</div>
<label class="consent"><input type="checkbox" name="shareWithArtist" value="true" /> Share my email address with ${release.artistName}</label>
<p class="notify-status" id="notify-status" role="status" aria-live="polite"></p>
</form>
</section>`;
}

function trackList(release: PublicRelease): SafeHtml {
  if (release.tracks.length === 0) return html``;
  const slug = encodeURIComponent(release.slug);
  return html`<section class="tracks" aria-labelledby="tracks-heading">
<h2 id="tracks-heading">Tracks</h2>
<ol>${release.tracks.map(
    (track) => html`<li>
<span class="track-no" aria-hidden="true">${track.trackNumber}</span>
<span class="track-title">${track.title}${track.explicit ? html` <abbr class="explicit" title="Explicit">E</abbr>` : ""}</span>
<span class="track-time"><span class="visually-hidden">Duration </span>${formatDuration(track.duration)}</span>
${
  track.hasPreview
    ? html`<audio class="preview" controls preload="none" src="/r/${slug}/preview/${track.trackNumber}.mp3" aria-label="30-second preview of ${track.title}"></audio>`
    : ""
}
</li>`,
  )}</ol>
</section>`;
}

/** The public page of a release (/r/<slug>): artwork-led, dark, one button per live store. */
export function renderReleasePage(release: PublicRelease, options: ReleasePageOptions): string {
  const isPreRelease = release.releaseDate !== null && release.releaseDate > options.today;
  const typeLabel = RELEASE_TYPE_LABELS[release.releaseType];
  const when = release.releaseDate
    ? `${isPreRelease ? "Out" : "Released"} ${formatDay(release.releaseDate)}`
    : "";
  const description = isPreRelease
    ? `${release.title} by ${release.artistName}. ${when}: get an email on release day.`
    : `${release.title} by ${release.artistName}. Listen on your favourite store.`;
  const backdrop = release.artworkUploadId
    ? `--backdrop: url("${artworkPath(release.slug, 300, release.artworkUploadId)}")`
    : "";
  const artist = release.artistSlug
    ? html`<a href="/a/${encodeURIComponent(release.artistSlug)}">${release.artistName}</a>`
    : release.artistName;
  const body = html`<div class="backdrop" style="${backdrop}"></div>
<main class="card">
${artwork(release)}
<div class="content">
<h1>${release.title}</h1>
<p class="artist">${artist}</p>
<p class="meta">${typeLabel}${when ? html` · ${when}` : ""}</p>
${isPreRelease ? preRelease(release, options) : ""}
${storeButtons(release, options.ref)}
${trackList(release)}
</div>
</main>
<footer class="foot">Released through <a href="/">${options.siteName}</a></footer>`;
  return renderDocument(
    {
      title: `${release.title} by ${release.artistName}`,
      description,
      url: absolute(options.appUrl, `/r/${release.slug}`),
      siteName: options.siteName,
      type: ogTypeOf(release.releaseType),
      image: release.artworkUploadId
        ? {
            url: absolute(options.appUrl, artworkPath(release.slug, 1200, release.artworkUploadId)),
            width: 1200,
            height: 1200,
            alt: `Artwork of ${release.title} by ${release.artistName}`,
          }
        : undefined,
    },
    body,
  );
}
