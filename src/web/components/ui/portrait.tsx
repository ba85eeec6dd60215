import { useEffect, useRef, useState } from "react";

interface PortraitProps {
  /** The photo's address; without one, or when it fails to load, the default avatar is shown. */
  src: string | null | undefined;
  /** Width and height in CSS pixels: the box is reserved before the photo arrives. */
  size: number;
  className?: string;
}

/**
 * A round portrait photo, lazy and sized so it never shifts the layout. The person's name is
 * always written beside it, so the picture itself is decorative (empty alt text).
 */
export function Portrait({ src, size, className = "" }: PortraitProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A photo in the server's drawing of the page may have failed before the app was listening:
  // a finished image with no width is a broken one.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setFailedSrc(src ?? null);
  }, [src]);
  const box = `shrink-0 overflow-hidden rounded-full bg-sand-200 ${className}`;

  if (!src || failedSrc === src) {
    return (
      <svg
        viewBox="0 0 96 96"
        width={size}
        height={size}
        aria-hidden="true"
        data-default-avatar=""
        className={box}
      >
        <rect width="96" height="96" className="fill-sand-200" />
        <circle cx="48" cy="38" r="17" className="fill-sage-400" />
        <path d="M16 96c2-22 15-34 32-34s30 12 32 34z" className="fill-sage-600" />
      </svg>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`${box} object-cover`}
    />
  );
}
