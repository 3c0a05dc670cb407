import type { ReactNode } from 'react';
import { useImageFailure } from '../use-image-failure';
import { useCategoryColour } from '../../api/use-category-colours';
import { categoryArtwork, subjectArtwork } from '../../../contract/catalogue-images';
import { PHOTO_SIZES, type Photo } from '../../../contract/photo';
import type { PictureSubject } from '../../../contract/picture-subjects';
import { LANDSCAPE_PATH } from '../icon-paths';
import { PlainIcon } from '../PlainIcon';
import { PhotoCredit } from '../photo/PhotoCredit';
import { PhotoPicture } from '../photo/PhotoPicture';
import photoStyles from '../photo/photo.module.css';
import styles from './attraction-card.module.css';

/**
 * An attraction's own photo with its credit (decision 167) or, when it has none or it fails to
 * load (SPEC §2), the drawing of its kind of place (decision 133) or its main category's
 * illustration — or for a category without one, a placeholder painted in the category's colour.
 * The box keeps its aspect ratio either way, so cards never shift. A hot-linked image URL is
 * not shown (decision 168).
 */
export function CardMedia({
  photo,
  categoryName,
  attractionId,
  pictureSubject = null,
  priority = false,
  thumbnail = false,
  creditBeside = false,
  children,
}: {
  photo: Photo | null;
  categoryName: string | null;
  /** Picks the attraction's own version of the category drawing (contract/catalogue-images). */
  attractionId: number;
  /** What kind of place it is: its drawing shows that rather than its category's (decision 133). */
  pictureSubject?: PictureSubject | null;
  /**
   * The first cards of a list are on screen at once and often the page's largest paint: they
   * load eagerly and first instead of waiting for the lazy-loading machinery.
   */
  priority?: boolean;
  /**
   * A picture 96 to 140 px wide (the shortlist's rows, the map's preview): a small file, and no
   * credit on it, where it could only show as "Pho…"; the card and the page carry it.
   */
  thumbnail?: boolean;
  /** A badge sits in the bottom left corner: the credit keeps to the right half. */
  creditBeside?: boolean;
  children?: ReactNode;
}) {
  const { failed: photoFailed, onError: onPhotoError, attach: attachPhoto } = useImageFailure();
  const colour = useCategoryColour(categoryName);
  const showPhoto = photo !== null && !photoFailed;
  const illustration = pictureSubject
    ? subjectArtwork(pictureSubject, attractionId)
    : categoryArtwork(categoryName, attractionId);

  return (
    <div
      className={styles.media}
      // Inline, not a class: the colour is the category's, from the API.
      style={{
        background: `radial-gradient(120% 90% at 85% 10%, ${colour}cc 0%, ${colour} 45%, #0d2a23 140%)`,
      }}
    >
      {showPhoto ? (
        // The card's link is named by its heading: the photo only decorates it.
        <PhotoPicture
          photo={photo}
          sizes={thumbnail ? PHOTO_SIZES.thumbnail : PHOTO_SIZES.card}
          alt=""
          priority={priority}
          attach={attachPhoto}
          onError={onPhotoError}
        />
      ) : illustration ? (
        <img
          src={illustration}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          // The drawing fills the frame as a photo does.
          className={photoStyles.cover}
        />
      ) : (
        <PlainIcon path={LANDSCAPE_PATH} className={styles.landscape} />
      )}
      {children}
      {showPhoto && !thumbnail ? <PhotoCredit photo={photo} compact beside={creditBeside} /> : null}
    </div>
  );
}
