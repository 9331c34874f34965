import type { ReactNode, Ref } from 'react';
import { Stack, Typography } from '@mui/material';
import { ClockWarning } from './clock-warning';

interface Props {
  title: string;
  actions?: ReactNode;
  /** Given, the title can take focus from a script (e.g. once the row a dialog came from is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A screen's title (its h1) and its main actions on the right; under them, a device's clock set wrong. */
export function PageHeader({ title, actions, headingRef }: Props) {
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
      <ClockWarning />
    </>
  );
}
