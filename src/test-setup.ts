import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Parts of the staff tool load their code when first shown (the snackbar, the menu's count, the sync
// chips): on a busy 2-core machine that may take more than findBy*'s default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The clock check (ui/clock-warning.tsx) asks the app's own server for its time: none runs behind the
// component tests, whose clock is the one they set. Its own test reads the real module.
vi.mock('./data/server-clock', () => ({ clockOffset: () => Promise.resolve(null) }));
