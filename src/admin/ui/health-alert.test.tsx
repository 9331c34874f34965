import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HealthAlert } from './health-alert';
import { viewport } from '../testing/viewport';

afterEach(() => viewport(1024));

describe('HealthAlert', () => {
  it('is a 44 × 44 px touch target on a phone', () => {
    viewport(375);
    render(<HealthAlert name="Ana Souza" text="Sem flexão de tronco" />);
    expect(screen.getByRole('button', { name: 'Restrições de saúde de Ana Souza' })).toHaveStyle({
      minWidth: '44px',
      minHeight: '44px',
    });
  });
});
