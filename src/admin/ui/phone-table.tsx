// Tables on a phone (below sm: Relatórios, a student's payments): room for fewer columns, in less
// padding, so what a column held goes under another cell's value instead of past the screen's edge.
import type { ReactNode } from 'react';
import { Typography, useMediaQuery, useTheme } from '@mui/material';

export const usePhone = (): boolean => useMediaQuery(useTheme().breakpoints.down('sm'));

/** The tables' cells on a phone. */
export const phoneTableSx = { '& .MuiTableCell-root': { px: 0.75 } };

/** A line under a cell's value: what its own column would show on a wider screen. */
export function Under({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}
