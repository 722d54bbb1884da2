import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';
import { Stepper } from './stepper';

describe('ProgressBar', () => {
  it('exposes its value to assistive technology and clamps it', () => {
    render(<ProgressBar value={140} label="Your case" />);
    const bar = screen.getByRole('progressbar', { name: 'Your case' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });
});

describe('Stepper', () => {
  it('marks done, current and upcoming steps', () => {
    render(<Stepper label="Steps" current={1} steps={['Documents', 'Information', 'Review']} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('(done)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('(coming up)');
  });
});
