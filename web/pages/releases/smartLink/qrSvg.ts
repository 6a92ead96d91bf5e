import QRCode from "qrcode";

/** The quiet zone around the code, in modules (the QR standard asks for four). */
const MARGIN = 4;

/**
 * The smart link's QR code as SVG, drawn here from the code's modules (issue 17: "QR code drawn
 * locally"): no image service learns the link, and the same drawing is shown and downloaded.
 */
export function qrDrawing(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const side = modules.size + MARGIN * 2;
  let path = "";
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { side, path };
}

/** A standalone SVG file of the code, black on white, for print. */
export function qrSvgFile(text: string): string {
  const { side, path } = qrDrawing(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="1024" height="1024" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

/** A PNG of the code (1024 pixels square), as a data: address. */
export const qrPngUrl = (text: string) =>
  QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: MARGIN, width: 1024 });

/** Offers `href` as a download named `fileName`. */
export function downloadFrom(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
}
