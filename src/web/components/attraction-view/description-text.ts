/** The description's type, in the clamped panel and in the 'See More' dialog alike. */
export const descriptionText = {
  whiteSpace: 'pre-line',
  fontSize: '1.05rem',
  lineHeight: 1.7,
} as const;
