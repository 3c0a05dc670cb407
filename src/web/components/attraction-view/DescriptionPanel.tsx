import { Box, Button } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { descriptionText as text } from './description-text';
import { Section, type PanelProps } from './Section';

const loadDescriptionDialog = () => import('./DescriptionDialog');
const DescriptionDialog = lazy(loadDescriptionDialog);

/** SPEC §2: the description is clamped to 9 lines. */
export const DESCRIPTION_LINES = 9;

/**
 * The description, clamped to 9 lines, with 'See More' opening the whole text in a modal only
 * when the text overflows (measured after layout, so phones and desktops each decide for their
 * own width). Hidden when there is no description (SPEC §6).
 */
export function DescriptionPanel({ attraction, action }: PanelProps) {
  const clampRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);
  // The dialog's chunk loads on the first 'See More' (or as the pointer or focus reaches the
  // button); once mounted it stays, so closing plays MUI's exit transition.
  const [wanted, setWanted] = useState(false);
  const description = attraction.description.trim();

  useEffect(() => {
    const element = clampRef.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [description]);

  if (description === '') return null;

  return (
    <Section title={`About ${attraction.name}`} action={action}>
      <Box
        ref={clampRef}
        data-testid="description"
        sx={{
          ...text,
          color: 'text.primary',
          display: '-webkit-box',
          WebkitLineClamp: DESCRIPTION_LINES,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {description}
      </Box>
      {overflows ? (
        <Button
          variant="outlined"
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDescriptionDialog()}
          onFocus={() => void loadDescriptionDialog()}
          aria-haspopup="dialog"
          sx={{ mt: 2 }}
        >
          See More
        </Button>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <DescriptionDialog
            open={open}
            onClose={() => setOpen(false)}
            name={attraction.name}
            description={description}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
