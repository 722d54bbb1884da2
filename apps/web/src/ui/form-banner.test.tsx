import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormBanner } from './form-banner';

describe('FormBanner', () => {
  it('announces an error at once, with its title and test id', () => {
    render(
      <FormBanner title="We could not save" testId="save-error">
        Try again.
      </FormBanner>,
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveAttribute('data-testid', 'save-error');
    expect(banner).toHaveTextContent('We could not save');
    expect(banner).toHaveTextContent('Try again.');
    expect(banner).toHaveClass('border-error-700');
  });

  it('announces other news politely', () => {
    render(<FormBanner tone="success">Saved.</FormBanner>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
