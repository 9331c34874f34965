import { describe, expect, it } from 'vitest';
import { displayName } from './welcome-banner';

describe('displayName (SPEC 2.6)', () => {
  it.each([
    [{ profileName: 'Helena Duarte', authName: 'H. D.', email: 'h@salus.test' }, 'Helena Duarte'],
    [{ profileName: '  ', authName: 'H. D.', email: 'h@salus.test' }, 'H. D.'],
    [{ profileName: null, authName: null, email: 'h@salus.test' }, 'h@salus.test'],
    [{ profileName: undefined, authName: '', email: '' }, 'usuário'],
    [{}, 'usuário'],
  ])('%o → %s', (names, expected) => {
    expect(displayName(names)).toBe(expected);
  });
});
