import { ShareLinkField } from '../../components/share/ShareLinkField';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { planTexts } from '../../../contract/plan-texts';

/**
 * "Share plan": the phone's share sheet where there is one (Web Share API), otherwise the link
 * copied; the link is shown either way, so it can be copied by hand.
 */
export function SharePlan({ title }: { title: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const share = async () => {
    const url = window.location.href;
    setLink(url);
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        setStatus('');
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus(planTexts.copied);
    } catch {
      setStatus(planTexts.copyByHand);
    }
  };

  return (
    <Box>
      <Button variant="contained" onClick={() => void share()} sx={{ '&&': { color: '#fff' } }}>
        {planTexts.share}
      </Button>
      <Typography component="span" role="status" sx={{ ml: 1.5, color: 'text.secondary' }}>
        {status}
      </Typography>
      {link ? <ShareLinkField label={planTexts.linkLabel} link={link} /> : null}
    </Box>
  );
}
