// A photo as <picture>: AVIF and WebP <source>s, a JPEG <img> fallback, intrinsic
// width/height (CLS 0) and the dominant colour behind it while it loads. The data comes
// from the build's image pipeline (generator/images), prepared before rendering.
import type { CSSProperties } from 'react';
import type { Photo } from '../content/media-types.ts';
import { useBuild } from '../framework/build/context.ts';
import { COVER_BOX, drawnSizes, type LayoutName } from './image-layouts.ts';

export interface PictureProps {
  /** The photo, or its project-relative path ('assets/photos/gallery/01.jpg'). */
  image: Photo | string;
  layout: LayoutName;
  /** The box, where the component knows it better than the layout does (a card grid's column for its count of cards); a cover-cropping layout widens it to the photo drawn. */
  sizes?: string;
  /** Required. An empty string is only accepted together with `decorative`. */
  alt?: string;
  /** A purely decorative photo: rendered with alt="". */
  decorative?: boolean;
  /** The page's LCP image: eager, fetchpriority="high" and an AVIF preload in the head. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

export function Picture({ image, layout, sizes: slot, alt, decorative = false, priority = false, className, imgClassName }: PictureProps) {
  const build = useBuild();
  const file = typeof image === 'string' ? image : image.file;
  if (decorative) {
    if (alt) throw new Error(`<Picture> ${file}: a decorative image must not have alt text ("${alt}")`);
  } else if (typeof alt !== 'string' || alt.trim() === '') {
    throw new Error(`<Picture> ${file}: alt text is required (or mark a purely decorative image with decorative)`);
  }
  const data = build.picture(file, layout);
  const sizes = slot ? drawnSizes(slot, data.width / data.height, COVER_BOX[layout]) : data.sizes;
  if (priority) {
    const avif = data.sources.find((s) => s.type === 'image/avif');
    // Preload the AVIF candidates only: type= makes browsers without AVIF skip the
    // preload instead of fetching a file they cannot use (HTML spec, link type matching).
    if (avif) {
      build.preload({ as: 'image', imagesrcset: avif.srcset, imagesizes: sizes, type: 'image/avif', fetchPriority: 'high' });
    }
  }
  const style: CSSProperties = { backgroundColor: data.color };
  return (
    <picture className={className}>
      {data.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img
        className={imgClassName}
        src={data.src}
        srcSet={data.srcset}
        sizes={sizes}
        width={data.width}
        height={data.height}
        alt={decorative ? '' : alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={style}
      />
    </picture>
  );
}
