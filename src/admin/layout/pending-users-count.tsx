import { Box, Chip } from '@mui/material';
import { usePendingUsers } from '../../data/shell-hooks';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Beside 'Usuários' in an admin's menu: how many self-registered users wait for approval. */
export default function PendingUsersCount() {
  const count = usePendingUsers().data.length;
  if (count === 0) return null;
  return (
    <Chip
      size="small"
      color="warning"
      title={`${count} aguardando aprovação`}
      label={
        <>
          {count}{' '}
          <Box component="span" sx={hidden}>
            aguardando aprovação
          </Box>
        </>
      }
    />
  );
}
