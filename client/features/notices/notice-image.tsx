import { useEffect, useRef, useState } from "react";
import { isCategory } from "@common/categories";
import { cn } from "@/lib/utils";

/** Never fails to load: drawn in place, for when the photo and the category's picture both fail. */
const GENERIC_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#eef0ea"/><g fill="none" stroke="#5b6b5f" stroke-width="6" stroke-linejoin="round"><rect x="160" y="85" width="80" height="80" rx="6"/><line x1="175" y1="110" x2="225" y2="110"/><line x1="175" y1="130" x2="225" y2="130"/><line x1="175" y1="150" x2="205" y2="150"/></g></svg>',
)}`;

function categoryPlaceholder(category: string): string {
  return isCategory(category) ? `/placeholders/${category}.svg` : GENERIC_PLACEHOLDER;
}

interface NoticeImageProps {
  src: string | null;
  category: string;
  /** Text for a real photo; placeholders are decorative. */
  alt: string;
  className?: string;
  /** Intrinsic size, so the browser keeps the picture's room before it loads (no layout shift). */
  width?: number;
  height?: number;
  /** The picture at its sizes, for the browser to choose from (`srcset` and `sizes`). */
  srcSet?: string;
  sizes?: string;
  /** The page's main picture: loaded at once and first. */
  isPriority?: boolean;
}

/**
 * A notice's photo; on a load failure (or without one) the category's placeholder, then a generic one. Give it a `key`
 * of the photo URL so a new photo starts the chain again.
 */
export function NoticeImage({
  src,
  category,
  alt,
  className,
  width = 400,
  height = 250,
  srcSet,
  sizes,
  isPriority = false,
}: NoticeImageProps) {
  const sources = [src, categoryPlaceholder(category), GENERIC_PLACEHOLDER].filter((s): s is string => !!s);
  const [step, setStep] = useState(0);
  const current = sources[Math.min(step, sources.length - 1)];
  const isPhoto = !!src && step === 0;
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail before the page is hydrated, when no one listens for its error yet.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setStep((s) => Math.min(s + 1, sources.length - 1));
  }, [current, sources.length]);
  return (
    <img
      ref={ref}
      src={current}
      alt={isPhoto ? alt : ""}
      width={width}
      height={height}
      srcSet={isPhoto ? srcSet : undefined}
      sizes={isPhoto ? sizes : undefined}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : "auto"}
      decoding="async"
      onError={() => setStep((s) => Math.min(s + 1, sources.length - 1))}
      className={cn("h-full w-full bg-muted object-cover", className)}
    />
  );
}
