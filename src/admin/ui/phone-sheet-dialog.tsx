import { Dialog, useMediaQuery, useTheme, type DialogProps } from '@mui/material';
import { useBackCloses } from './use-back-closes';

type Props = Omit<DialogProps, 'open' | 'onClose' | 'fullScreen'> & { open?: boolean; onClose: () => void };

/**
 * A dialog of lists and tables (a student's payments, attendance, a record's history): the whole
 * screen on a phone, where a window 296 px wide hid its columns, and closed by Back (a phone's back
 * gesture) as a page would be.
 */
export function PhoneSheetDialog({ open = true, onClose, ...props }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  useBackCloses(open, onClose);
  return <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth {...props} />;
}
