import { useCategories } from './get-categories';

const FALLBACK = '#0b5d4b';

/** Each category's display colour, for card placeholders; the brand green until loaded. */
export function useCategoryColour(categoryName: string | null | undefined): string {
  const { data } = useCategories();
  return data?.find((c) => c.categoryName === categoryName)?.displayColor ?? FALLBACK;
}
