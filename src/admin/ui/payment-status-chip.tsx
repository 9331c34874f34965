import { Box, Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { chipTextColor } from './clipped-text';
import { studentPaymentStatusLabels, type StudentPaymentStatus } from '../../domain/payment-status';

const look = {
  none: { color: 'default', icon: <RemoveCircleOutlineIcon /> },
  overdue: { color: 'error', icon: <ErrorIcon /> },
  pending: { color: 'warning', icon: <ScheduleIcon /> },
  paid: { color: 'success', icon: <CheckCircleIcon /> },
} as const;

/** SPEC 4's status: its text, an icon and a colour of its own — never colour alone. */
export function PaymentStatusChip({ status }: { status: StudentPaymentStatus }) {
  const { color, icon } = look[status];
  return (
    <Chip
      size="small"
      variant={status === 'none' ? 'outlined' : 'filled'}
      color={color}
      icon={icon}
      label={studentPaymentStatusLabels[status]}
    />
  );
}

/** The same status as a line of text (under a name on a phone): its icon, its text, its colour. */
export function PaymentStatusLine({ status }: { status: StudentPaymentStatus }) {
  const { color, icon } = look[status];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: chipTextColor(color),
        '& svg': { fontSize: '1rem' },
      }}
    >
      {icon}
      {studentPaymentStatusLabels[status]}
    </Box>
  );
}
