import { Alert, Stack, Typography } from '@mui/material';

/** A screen whose features are still being built: says so plainly instead of showing a blank page. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Alert severity="info">Esta tela está em construção e estará disponível em breve.</Alert>
    </Stack>
  );
}
