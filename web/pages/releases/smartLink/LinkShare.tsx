import { SmartLinkMessages } from "@common/smartLinks.ts";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { Copy, Download, ExternalLink } from "lucide-react";
import { useId, useMemo } from "react";
import { toast } from "sonner";
import { downloadFrom, qrDrawing, qrPngUrl, qrSvgFile } from "./qrSvg.ts";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(SmartLinkMessages.linkCopied);
  } catch {
    toast.error("Could not copy the link. Select it and copy it by hand.");
  }
}

function downloadSvg(url: string, fileName: string) {
  const href = URL.createObjectURL(new Blob([qrSvgFile(url)], { type: "image/svg+xml" }));
  downloadFrom(href, `${fileName}.svg`);
  URL.revokeObjectURL(href);
}

async function downloadPng(url: string, fileName: string) {
  try {
    downloadFrom(await qrPngUrl(url), `${fileName}.png`);
  } catch {
    toast.error("Could not draw the QR code as an image. Try the SVG file.");
  }
}

/** The page's address to copy or open, and its QR code to show or download (PNG or SVG). */
export function LinkShare({ url, slug }: { url: string; slug: string }) {
  const fieldId = useId();
  const qr = useMemo(() => qrDrawing(url), [url]);
  const fileName = `${slug}-qr`;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <svg
        role="img"
        aria-label={`QR code of ${url}`}
        data-testid="smart-link-qr"
        viewBox={`0 0 ${qr.side} ${qr.side}`}
        shapeRendering="crispEdges"
        className="size-36 shrink-0 rounded-xl bg-white"
      >
        <path d={qr.path} fill="#000" />
      </svg>
      <div className="min-w-0 flex-1 space-y-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-ink-200">
          Page address
        </label>
        <div className="flex gap-2">
          <input
            id={fieldId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className={inputClass}
          />
          <Button variant="secondary" onClick={() => void copyLink(url)}>
            <Copy aria-hidden className="size-4" />
            Copy
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={url} target="_blank" rel="noopener" className={buttonClass("ghost", "sm")}>
            <ExternalLink aria-hidden className="size-4" />
            Open page
          </a>
          <Button variant="ghost" size="sm" onClick={() => void downloadPng(url, fileName)}>
            <Download aria-hidden className="size-4" />
            Download QR code (PNG)
          </Button>
          <Button variant="ghost" size="sm" onClick={() => downloadSvg(url, fileName)}>
            <Download aria-hidden className="size-4" />
            Download QR code (SVG)
          </Button>
        </div>
      </div>
    </div>
  );
}
