import { Box, Chip } from '@mui/material';
import { usePendingUsers } from '../../data/shell-hooks';
import { visuallyHidden } from '../ui/visually-hidden';

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
          <Box component="span" sx={visuallyHidden}>
            aguardando aprovação
          </Box>
        </>
      }
    />
  );
}
