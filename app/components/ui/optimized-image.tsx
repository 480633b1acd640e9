import type * as React from "react";
import { imageSrcSet, imageUrl } from "~/utils/image-url";

interface OptimizedImageProps
  extends Omit<React.ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt"> {
  src: string;
  alt: string;
  /** Intrinsic display size: always set, so the image never shifts the layout. */
  width: number;
  height: number;
  /** Widths offered in srcset; the image route resizes to each. Defaults to 1× and 2× of `width`. */
  widths?: readonly number[];
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
}

/** An <img> served through the image route as WebP at quality 85, sized, lazy and async-decoded by default. */
export function OptimizedImage({
  src,
  alt,
  width,
  height,
  widths,
  priority = false,
  sizes,
  ...props
}: OptimizedImageProps) {
  return (
    <img
      src={imageUrl(src, { w: width })}
      srcSet={imageSrcSet(src, widths ?? [width, width * 2])}
      sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
}
