import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useSession } from '../auth/session-context';
import { LoadFailureBoundary, whenIdle } from './later';

// The snackbar's code (and MUI's transitions) is not in what a page needs to show: it is fetched once
// the page is up, well before a first message.
const loadSnackbar = () => import('./notify-snackbar');
const NotifySnackbar = lazy(loadSnackbar);

export type Severity = 'success' | 'error' | 'info' | 'warning';

export interface Message {
  key: number;
  text: string;
  severity: Severity;
  /** Goes by itself even when it is a failure: the screen says it too (e.g. beside a form's buttons). */
  transient: boolean;
}

export interface NotifyOptions {
  /**
   * The message is also shown where it happened, so it need not stay: a failure over an open dialog
   * would otherwise cover its buttons on a phone, with its 'Fechar' out of the keyboard's reach.
   */
  transient?: boolean;
}

/** SPEC 8: messages containing 'sucesso' show in green, the others in red. */
export const severityOf = (message: string): Severity => (/sucesso/i.test(message) ? 'success' : 'error');

type Notify = (message: string, severity?: Severity, options?: NotifyOptions) => void;

const NotifyContext = createContext<Notify>(() => undefined);

/** Shows a success or failure message; one host for the whole staff tool. */
export const useNotify = (): Notify => useContext(NotifyContext);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Message[]>([]);
  // Signed out: the messages of the session that ended go with it. A failure naming a student, left
  // unread at Sair, would otherwise wait on the sign-in page for the next person at the computer.
  const signedOut = useSession().status === 'signed-out';
  const [wasSignedOut, setWasSignedOut] = useState(signedOut);
  if (signedOut !== wasSignedOut) {
    setWasSignedOut(signedOut);
    if (signedOut) setQueue([]);
  }
  const notify = useCallback<Notify>((text, severity, options) => {
    setQueue((previous) => [
      ...previous,
      {
        key: Date.now() + Math.random(),
        text,
        severity: severity ?? severityOf(text),
        transient: options?.transient === true,
      },
    ]);
  }, []);
  const current = queue[0];
  const dismiss = () => setQueue((previous) => previous.slice(1));
  const value = useMemo(() => notify, [notify]);
  useEffect(() => {
    whenIdle(loadSnackbar);
  }, []);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      {current && (
        // The snackbar's code not fetched (offline before it ever was): the message plainly, not an empty page.
        <LoadFailureBoundary fallback={<PlainMessage message={current} onDismiss={dismiss} />}>
          <Suspense fallback={null}>
            <NotifySnackbar key={current.key} message={current} onDismiss={dismiss} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </NotifyContext.Provider>
  );
}

function PlainMessage({ message, onDismiss }: { message: Message; onDismiss: () => void }) {
  return (
    <div
      role={message.severity === 'success' ? 'status' : 'alert'}
      style={{ position: 'fixed', inset: 'auto 8px 8px', zIndex: 1400, padding: 12, background: '#222', color: '#fff' }}
    >
      {message.text}{' '}
      <button type="button" onClick={onDismiss}>
        Fechar
      </button>
    </div>
  );
}
