import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';

export type Severity = 'success' | 'error' | 'info' | 'warning';

/** SPEC 8: messages containing 'sucesso' show in green, the others in red. */
export const severityOf = (message: string): Severity => (/sucesso/i.test(message) ? 'success' : 'error');

type Notify = (message: string, severity?: Severity) => void;

const NotifyContext = createContext<Notify>(() => undefined);

/** Shows a success or failure message; one host for the whole staff tool. */
export const useNotify = (): Notify => useContext(NotifyContext);

interface Message {
  key: number;
  text: string;
  severity: Severity;
}

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Message[]>([]);
  const notify = useCallback<Notify>((text, severity) => {
    setQueue((previous) => [
      ...previous,
      { key: Date.now() + Math.random(), text, severity: severity ?? severityOf(text) },
    ]);
  }, []);
  const current = queue[0];
  const dismiss = () => setQueue((previous) => previous.slice(1));
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={Boolean(current)}
        // Failures stay until read; a success goes by itself.
        autoHideDuration={current?.severity === 'success' ? 5000 : null}
        onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {current ? (
          <Alert variant="filled" severity={current.severity} onClose={dismiss} sx={{ width: '100%' }}>
            {current.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}
