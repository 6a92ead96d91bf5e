import { cn } from "@web/lib/cn.ts";
import { Disc3 } from "lucide-react";
import { useState } from "react";

interface ArtworkImageProps {
  /** A signed link to a rendition of the artwork, or null when the release has none. */
  src: string | null | undefined;
  /** The release's title: the image is described as "Artwork for …". */
  title: string;
  className?: string;
  /** Eager for the one large artwork at the top of a page; lazy in lists. */
  loading?: "lazy" | "eager";
  /** Beside the title already (a list row, a card): hidden from screen readers. */
  decorative?: boolean;
}

/**
 * A release's square artwork, or a placeholder record when there is none (or its link has
 * expired or failed): lists never show a broken image.
 */
export function ArtworkImage({
  src,
  title,
  className,
  loading = "lazy",
  decorative = false,
}: ArtworkImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src && failedSrc !== src;
  return (
    <div
      className={cn(
        "relative aspect-square shrink-0 overflow-hidden rounded-xl bg-ink-800 ring-1 ring-ink-700",
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={decorative ? "" : `Artwork for ${title}`}
          loading={loading}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        <div
          {...(decorative
            ? { "aria-hidden": true }
            : { role: "img", "aria-label": `No artwork for ${title}` })}
          data-testid="artwork-placeholder"
          className="grid size-full place-items-center bg-gradient-to-br from-ink-800 to-ink-900"
        >
          <Disc3 aria-hidden className="size-1/3 min-h-5 min-w-5 text-ink-600" />
        </div>
      )}
    </div>
  );
}
