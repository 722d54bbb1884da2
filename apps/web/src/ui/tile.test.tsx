import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TILE_STATES, Tile } from './tile';

describe('Tile', () => {
  it.each(TILE_STATES.filter((state) => state !== 'hidden'))('renders the %s state', (state) => {
    render(<Tile title="Photo ID" state={state} testId="tile" />);
    expect(screen.getByTestId('tile')).toHaveAttribute('data-state', state);
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<Tile title="Photo ID" state="hidden" onClick={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a button when clickable', () => {
    const onClick = vi.fn();
    render(<Tile title="Photo ID" state="pending" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: /Photo ID/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks when disabled and says so', () => {
    const onClick = vi.fn();
    render(<Tile title="Photo ID" state="disabled" onClick={onClick} />);
    const tile = screen.getByRole('button', { name: /not available yet/ });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(tile);
    expect(onClick).not.toHaveBeenCalled();
  });
});
