'use client';

import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';

import { cx } from '@/lib/utils';

export type ImageState = 'loading' | 'loaded' | 'failed';

export const IMAGE_FAILED_TEXT = 'Bild kunde inte laddas';

/**
 * The site's image (docs/rules/site-wide.md: loading, loaded, failed with 'Bild kunde inte laddas').
 *
 * The box has the image's aspect ratio from the first byte of HTML, so nothing moves when the file
 * arrives. While loading, a pulsing placeholder lies *behind* the image; the image covers it when
 * it paints, so a page without JavaScript shows the image exactly as with it. Only the failed
 * state needs the island: it hides the broken image and says so. An image that finished before
 * hydration is read off `complete` / `naturalWidth` when the element is attached.
 *
 * A plain <img>: the export has no image optimiser (next.config: images.unoptimized), the files are
 * pre-sized SVGs, and next/image would add its own client code to every article page.
 */
export function StatefulImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
  imageClassName,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * The page's main image, on its first screen: loaded at once instead of lazily, but after the
   * stylesheet and the text. `fetchPriority="low"` also keeps React from writing a preload of it
   * into <head>, where it would compete with the stylesheet on a slow link and hold back the
   * paint of the heading and lead above it (docs/benchmarks.md).
   */
  priority?: boolean;
  className?: string;
  imageClassName?: string;
}) {
  const [state, setState] = useState<ImageState>('loading');
  const attach = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <div
      data-slot="image"
      data-state={state}
      className={cx('relative overflow-hidden bg-muted', state === 'loading' && 'animate-pulse', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- see the component's comment */}
      <img
        ref={attach}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'low' : undefined}
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className={cx('block h-full w-full object-cover', state === 'failed' && 'invisible', imageClassName)}
      />
      {state === 'failed' ? (
        <p className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6" />
          {IMAGE_FAILED_TEXT}
        </p>
      ) : null}
    </div>
  );
}
