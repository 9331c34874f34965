import { Box } from '@mui/material';

/** One line of a table cell that may not fit: cut with '…', the whole text in its title. */
export function ClippedText({ text }: { text: string }) {
  return (
    <Box component="span" title={text} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}

/** The text colour that matches a Chip's `color` (for a status written as text instead of a chip). */
export const chipTextColor = (color: 'default' | 'success' | 'warning' | 'error'): string =>
  color === 'default' ? 'text.secondary' : `${color}.main`;
