import { Box, Paper } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { pageHref } from '../../../contract/page-routes';
import { useSiteConfig } from '../../providers/site-config-context';
import { SearchIcon } from '../../components/icons';

/**
 * The site search (SPEC §2 Header): Enter goes to /search/{text} and clears the box. An empty
 * box goes nowhere. `onSearched` lets the drawer close itself afterwards. Without JavaScript the
 * form still works: the browser sends it to the list's `?search=` (decision 097).
 */
export function SearchBox({
  onSearched,
  variant = 'header',
}: {
  onSearched?: () => void;
  variant?: 'header' | 'drawer';
}) {
  const { productName } = useSiteConfig();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    void navigate(pageHref.search(text));
    setText('');
    onSearched?.();
  };

  const onDark = variant === 'header';
  return (
    <Paper
      component="form"
      role="search"
      action={pageHref.attractions()}
      method="get"
      onSubmit={submit}
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        px: 1.5,
        height: 44,
        borderRadius: 999,
        bgcolor: onDark ? 'rgba(255,255,255,0.14)' : 'grey.100',
        color: onDark ? 'common.white' : 'text.primary',
        border: '1px solid',
        borderColor: onDark ? 'rgba(255,255,255,0.28)' : 'grey.300',
        transition: 'background-color 120ms, border-color 120ms',
        '&:focus-within': {
          bgcolor: onDark ? 'common.white' : 'common.white',
          color: 'text.primary',
          borderColor: onDark ? 'secondary.main' : 'primary.main',
        },
      }}
    >
      <SearchIcon fontSize="small" sx={{ opacity: 0.85, mr: 1 }} />
      <label htmlFor={inputId} className="visually-hidden">
        Search {productName}s
      </label>
      <Box
        component="input"
        id={inputId}
        type="search"
        name="search"
        value={text}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder={`Search ${productName}s...`}
        enterKeyHint="search"
        maxLength={200}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          border: 0,
          outline: 'none',
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: '1rem',
          '&::placeholder': { color: 'inherit', opacity: 0.85 },
        }}
      />
    </Paper>
  );
}
