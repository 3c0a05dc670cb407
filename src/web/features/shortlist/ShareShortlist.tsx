import { ShareLinkField } from '../../components/share/ShareLinkField';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { shortlistShareSearch, type Shortlist } from '../../lib/shortlist-store';

/**
 * "Share" (decision 091): a link that opens the same shortlist in any browser. The phone's share
 * sheet where there is one, otherwise the clipboard; the link is shown either way, so it can be
 * copied by hand.
 */
export function ShareShortlist({ shortlist }: { shortlist: Shortlist }) {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const share = async () => {
    const url = `${window.location.origin}/shortlist/${shortlistShareSearch(shortlist)}`;
    setLink(url);
    try {
      if (navigator.share) {
        await navigator.share({ title: shortlist.name, url });
        setStatus('');
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      // Refused or dismissed: the link is on the page to copy by hand.
      setStatus('Copy the link below.');
    }
  };

  return (
    <Box>
      <Button variant="contained" onClick={() => void share()} sx={{ '&&': { color: '#fff' } }}>
        Share
      </Button>
      <Typography component="span" role="status" sx={{ ml: 1.5, color: 'text.secondary' }}>
        {status}
      </Typography>
      {link ? <ShareLinkField label="Link to this shortlist" link={link} /> : null}
    </Box>
  );
}
