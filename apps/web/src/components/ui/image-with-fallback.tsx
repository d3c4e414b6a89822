import { useState, type ImgHTMLAttributes } from 'react';

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
  return (
    <img
      {...props}
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
