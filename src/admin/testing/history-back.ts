import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The browser's Back, once its step is taken (a form keeps its popstate from the router's listeners). */
export async function historyBack(): Promise<void> {
  const before = history.state as unknown;
  history.back();
  await waitFor(() => expect(history.state).not.toBe(before));
  await act(() => Promise.resolve());
}
