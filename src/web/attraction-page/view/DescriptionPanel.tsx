import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Section, type PanelProps } from './Section';

/** SPEC §2: the description is clamped to 9 lines. */
export const DESCRIPTION_LINES = 9;

const text = { whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.7 } as const;

/**
 * The description, clamped to 9 lines, with 'See More' opening the whole text in a modal only
 * when the text overflows (measured after layout, so phones and desktops each decide for their
 * own width). Hidden when there is no description (SPEC §6).
 */
export function DescriptionPanel({ attraction, action }: PanelProps) {
  const clampRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);
  const titleId = useId();
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
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          sx={{ mt: 2 }}
        >
          See More
        </Button>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        scroll="paper"
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {attraction.name}
        </DialogTitle>
        <DialogContent dividers>
          <Typography component="div" sx={text}>
            {description}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
