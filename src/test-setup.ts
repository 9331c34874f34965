import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Parts of the staff tool load their code when first shown (the snackbar, the menu's count, the sync
// chips): on a busy 2-core machine that may take more than findBy*'s default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
