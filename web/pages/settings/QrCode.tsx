import QRCode from "qrcode";
import { useEffect, useState } from "react";

/**
 * Draws the otpauth URI as a QR code in the browser (decision 6): the secret never goes to a
 * third-party image service.
 */
export function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { errorCorrectionLevel: "M", margin: 2, width: 232 })
      .then((url) => current && setSrc(url))
      .catch((error: unknown) => console.error("Could not draw the QR code", error));
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <div className="grid size-[200px] shrink-0 place-items-center overflow-hidden rounded-xl bg-white p-1">
      {src ? (
        <img
          src={src}
          width={232}
          height={232}
          alt="QR code to add Offbeat to your authenticator app"
          data-testid="totp-qr"
          className="size-full"
        />
      ) : (
        <span className="size-full animate-pulse rounded-lg bg-neutral-200" />
      )}
    </div>
  );
}
