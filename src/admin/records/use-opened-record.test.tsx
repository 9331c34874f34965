import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRecord } from '../../data/records-repo';
import { useOpenedRecord } from './use-opened-record';

vi.mock('../../data/records-repo', () => ({ openRecord: vi.fn(), rereadRecord: vi.fn() }));
afterEach(() => vi.clearAllMocks());

function Probe({ id }: { id: string }) {
  return <p>{useOpenedRecord(id).opened.status}</p>;
}

describe('useOpenedRecord', () => {
  it('opens (and so logs) a record once per screen, under StrictMode too, and again for another student', async () => {
    vi.mocked(openRecord).mockResolvedValue(null);
    const view = render(
      <StrictMode>
        <Probe id="ana" />
      </StrictMode>,
    );
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(openRecord).toHaveBeenCalledTimes(1);
    view.rerender(
      <StrictMode>
        <Probe id="bia" />
      </StrictMode>,
    );
    expect(openRecord).toHaveBeenCalledTimes(2);
    expect(openRecord).toHaveBeenLastCalledWith('bia');
  });
});
