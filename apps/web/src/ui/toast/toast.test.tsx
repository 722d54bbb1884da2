import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST } from '@camino/contracts';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';
import type { ToastInput } from './toast-types';
import { TOAST_FADE_MS } from './toast-view';

function Trigger({ toast }: { toast: ToastInput }) {
  const api = useToast();
  return (
    <button type="button" onClick={() => api.show(toast)}>
      Show
    </button>
  );
}

const show = (toast: ToastInput) => {
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
};

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces toasts through a polite live region', () => {
    show({ title: 'Saved', text: 'Your changes were saved.' });
    const region = screen.getByTestId('toast-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Your changes were saved.');
  });

  it('fades after 4000 ms by default, then is removed', () => {
    show({ text: 'Hello' });
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveAttribute('data-toast-type', 'default');
    expect(toast.className).toContain('max-w-[444px]');
    act(() => vi.advanceTimersByTime(TOAST.durationMs - 1));
    expect(toast).toHaveAttribute('data-leaving', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(toast).toHaveAttribute('data-leaving', 'true');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('stays when autoClose is off, until dismissed', () => {
    show({ text: 'Sticky', autoClose: false, size: 'small', type: 'error' });
    const toast = screen.getByTestId('toast');
    expect(toast.className).toContain('max-w-[300px]');
    expect(toast).toHaveAttribute('role', 'alert');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('honours a custom duration and replaces a toast with the same id', () => {
    show({ id: 'same', text: 'One', duration: 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('requires the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger toast={{ text: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
