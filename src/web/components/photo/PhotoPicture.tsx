import type { Photo } from '../../../contract/photo';
import styles from './photo.module.css';

/**
 * One of our own photos (decision 167), filling its frame: a <picture> with the AVIF and WebP
 * sets and the JPEG fallback, over its blurred 16 px placeholder, which shows while the photo
 * loads. The frame has its aspect ratio already (cards and the attraction page fix it), and the
 * img says its size too, so nothing moves when the photo arrives.
 */
export function PhotoPicture({
  photo,
  sizes,
  alt,
  priority,
  attach,
  onError,
}: {
  photo: Photo;
  /** PHOTO_SIZES: how wide the frame shows, so the browser fetches a file of about that width. */
  sizes: string;
  /** The photo's alt text, or '' where the picture only decorates a link named otherwise. */
  alt: string;
  /** On screen at once and the page's largest paint: loaded eagerly and first. */
  priority: boolean;
  attach: (image: HTMLImageElement | null) => void;
  onError: () => void;
}) {
  return (
    <>
      <div
        aria-hidden
        data-testid="photo-placeholder"
        className={`${styles.cover} ${styles.placeholder}`}
        // Inline, not a class: one rule per photo would grow the page's stylesheet.
        style={{ backgroundImage: `url("${photo.placeholder}")` }}
      />
      <picture>
        <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} />
        <source type="image/webp" srcSet={photo.webpSrcset} sizes={sizes} />
        <img
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          ref={attach}
          onError={onError}
          className={styles.cover}
        />
      </picture>
    </>
  );
}
