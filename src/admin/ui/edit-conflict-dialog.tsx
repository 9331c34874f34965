import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { formatWhen } from '../../domain/record-history';
import type { ConflictPrompt } from './use-record-save';

/** "Someone saved this record after you opened it": reload theirs, or keep yours (issue 18). */
export function EditConflictDialog({ conflict }: { conflict: ConflictPrompt | null }) {
  // Its own ids: it opens inside a form that may itself be over another form, each with its own prompt.
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={conflict !== null} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Registro alterado por outra pessoa</DialogTitle>
      {conflict && (
        <>
          <DialogContent>
            <DialogContentText id={textId}>
              {conflict.author} salvou este registro em {formatWhen(conflict.at)}, depois que você o abriu. 'Recarregar'
              mostra a versão de {conflict.author} e descarta o que você digitou; 'Manter o meu' salva as suas
              alterações por cima.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={conflict.onReload} disabled={conflict.busy}>
              Recarregar
            </Button>
            <Button variant="contained" onClick={conflict.onKeepMine} disabled={conflict.busy}>
              {conflict.busy ? 'Salvando...' : 'Manter o meu'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
