import { describe, expect, it } from 'vitest';
import { buildRefusal, firebaseConfigVars, missingFirebaseConfig } from './firebase-config';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIza-chave',
  VITE_FIREBASE_AUTH_DOMAIN: 'estudio.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'estudio',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('missingFirebaseConfig', () => {
  it('names every variable a build without configuration lacks', () => {
    expect(missingFirebaseConfig({})).toEqual([...firebaseConfigVars]);
    expect(missingFirebaseConfig({ MODE: 'production' })).toEqual([...firebaseConfigVars]);
  });

  it('names only the missing ones, counting blank values as missing', () => {
    expect(missingFirebaseConfig({ ...complete, VITE_FIREBASE_APP_ID: '  ' })).toEqual(['VITE_FIREBASE_APP_ID']);
    expect(missingFirebaseConfig({ ...complete, VITE_FIREBASE_API_KEY: undefined })).toEqual(['VITE_FIREBASE_API_KEY']);
  });

  it('asks nothing of a complete configuration, or of a build for the local emulators', () => {
    expect(missingFirebaseConfig(complete)).toEqual([]);
    expect(missingFirebaseConfig({ VITE_USE_EMULATORS: 'true' })).toEqual([]);
    expect(missingFirebaseConfig({ VITE_USE_EMULATORS: 'false' })).toHaveLength(4);
  });

  it('explains the refusal in Portuguese, naming the variables and the way out', () => {
    const message = buildRefusal(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']);
    expect(message).toContain('Build de produção recusado');
    expect(message).toContain('(VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID)');
    expect(message).toContain('.env.production.local');
    expect(message).toContain('--mode emulator');
  });
});
