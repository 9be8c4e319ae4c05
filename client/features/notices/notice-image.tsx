import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { categoryPlaceholder, GENERIC_PLACEHOLDER } from "./placeholders";

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
      // Before the page wakes, the same chain is followed by placeholders.ts's fallBackOnBrokenImages.
      data-category={category}
      className={cn("h-full w-full bg-muted object-cover", className)}
    />
  );
}
