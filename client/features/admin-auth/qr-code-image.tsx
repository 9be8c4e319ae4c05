import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The otpauth URI drawn as a QR code here in the browser (an SVG data URL), so the secret never goes to a QR service.
 * The qrcode library is loaded only when enrolment starts.
 */
export function QrCodeImage({ value }: { value: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import("qrcode").then(async ({ default: QRCode }) => {
      const svg = await QRCode.toString(value, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!src) return <Skeleton className="h-48 w-48" />;
  return (
    <img
      src={src}
      alt="QR code to scan with your authenticator app"
      width={192}
      height={192}
      className="h-48 w-48 rounded-md border bg-white"
    />
  );
}
