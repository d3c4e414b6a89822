import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An image that shows the shop's neutral placeholder when its own picture cannot be loaded. */
export function ImageWithFallback({ src, alt, onError, ...props }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const image = useRef<HTMLImageElement>(null);

  // A picture in a page the server drew can fail before React takes the page over; its error event
  // has then fired with nobody listening. A finished image without a width is such a failure.
  useEffect(() => {
    const img = image.current;
    if (img && src && !failed && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src, failed]);

  return (
    <img
      {...props}
      ref={image}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      data-fallback={failed || !src ? 'true' : undefined}
      onError={(event) => {
        if (!failed && src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
