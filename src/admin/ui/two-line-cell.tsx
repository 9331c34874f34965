import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { ClippedText } from './clipped-text';

/**
 * A table cell on a phone: the name on top (a text is cut with '…', whole in its title; or the
 * column's own cell, e.g. the name with its health alert) and a short line under it, e.g. the status,
 * which then needs no column of its own — a 375 px screen has room for the name and the actions only.
 */
export function TwoLineCell({ primary, children }: { primary: ReactNode; children: ReactNode }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.3 }}>
      {typeof primary === 'string' ? <ClippedText text={primary} /> : primary}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', typography: 'caption', fontWeight: 500 }}>
        {children}
      </Stack>
    </Stack>
  );
}
