import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';

interface Props {
  title: string;
  /** What is being read, e.g. 'Carregando a ficha...'. */
  message: string;
  onClose: () => void;
}

/** A form dialog's place while what it needs to open is read (one document): title, progress, Cancelar. */
export function LoadingDialog({ title, message, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="loading-dialog-title" aria-busy>
      <DialogTitle id="loading-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <LinearProgress aria-label={message} />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {message}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}
