// SessionProvider with the session and profile faked: what a person whose access ends is told.
import { act, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../data/session';
import { signOut, subscribeAuth } from '../../data/session';
import { useProfile } from '../../data/shell-hooks';
import type { UserRecord } from '../../data/users-repo';
import { aUser, live } from '../testing/factories';
import { SessionContext } from './session-context';
import { SessionProvider } from './session-provider';

vi.mock('../../data/session', () => ({ subscribeAuth: vi.fn(), signOut: vi.fn(), recordEmailVerified: vi.fn() }));
vi.mock('../../data/shell-hooks', () => ({ useProfile: vi.fn() }));

const person: SessionUser = { uid: 'rui', email: 'rui@salus.test', displayName: 'Rui', emailVerified: true };

function Shown() {
  const session = useContext(SessionContext);
  return <p>{`${session.status}: ${'notice' in session ? (session.notice ?? '') : ''}`}</p>;
}

/** Signed in as Rui, whose profile says `first`; `next` then changes it (null: it stays). */
async function endsAs(first: UserRecord['active'], next: UserRecord['active'] | null) {
  let profile = aUser({ id: 'rui', active: first });
  vi.mocked(useProfile).mockImplementation((uid) => live(uid ? profile : null));
  vi.mocked(subscribeAuth).mockImplementation((onChange) => {
    onChange(person, false);
    return () => undefined;
  });
  const view = render(
    <SessionProvider>
      <Shown />
    </SessionProvider>,
  );
  if (next !== null) {
    profile = aUser({ id: 'rui', active: next });
    view.rerender(
      <SessionProvider>
        <Shown />
      </SessionProvider>,
    );
  }
  await act(() => Promise.resolve());
  // Keeping other people's changes made offline here (this person has no access to them).
  expect(signOut).toHaveBeenCalledExactlyOnceWith('rui');
  return screen.getByText(/^revoked: /).textContent;
}

describe('SessionProvider: access ended', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(signOut).mockResolvedValue();
  });

  it('tells a user in use that their access was revoked', async () => {
    expect(await endsAs(true, false)).toBe('revoked: Seu acesso foi desativado. Fale com a administração do estúdio.');
  });

  it('tells a sign-up waiting for approval that it was not approved, not that an access it never had was revoked', async () => {
    expect(await endsAs('pending', false)).toBe(
      'revoked: Seu cadastro não foi aprovado. Fale com a administração do estúdio.',
    );
  });

  it('tells an account already without access, as it signs in, only that it has none', async () => {
    expect(await endsAs(false, null)).toBe('revoked: Esta conta está sem acesso. Fale com a administração do estúdio.');
  });
});

describe('SessionProvider: signed out', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(useProfile).mockImplementation((uid) => live(uid ? aUser({ id: 'rui', active: true }) : null));
  });

  /** Signed in as Rui, then signed out (`endedHere`: by this tab's Sair); what the login page is told. */
  function signedOut(endedHere: boolean) {
    let report: (user: SessionUser | null, endedHere: boolean) => void = () => undefined;
    vi.mocked(subscribeAuth).mockImplementation((onChange) => {
      report = onChange;
      onChange(person, false);
      return () => undefined;
    });
    render(
      <SessionProvider>
        <Shown />
      </SessionProvider>,
    );
    expect(screen.getByText(/^active:/)).toBeInTheDocument();
    act(() => report(null, endedHere));
    return screen.getByText(/^signed-out:/).textContent;
  }

  it('says nothing after Sair in this tab', () => {
    expect(signedOut(true)).toBe('signed-out: ');
  });

  it('says why after a sign-out made elsewhere (another tab, a password changed), no form open', () => {
    expect(signedOut(false)).toBe('signed-out: Sua sessão foi encerrada (por exemplo, ao sair em outra aba).');
  });
});
