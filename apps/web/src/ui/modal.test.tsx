import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MODAL } from '@camino/contracts';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Save your changes?"
        {...props}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      >
        <p>Body text</p>
      </Modal>
    </>
  );
}

const dialog = () => screen.getByTestId('modal') as HTMLDialogElement;

describe('Modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const open = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  };

  it('opens as a modal dialog and becomes visible about 10 ms later', () => {
    render(<Harness />);
    open();
    expect(dialog().open).toBe(true);
    expect(dialog()).toHaveAttribute('data-visible', 'false');
    act(() => vi.advanceTimersByTime(MODAL.visibleDelayMs));
    expect(dialog()).toHaveAttribute('data-visible', 'true');
    expect(dialog()).toHaveAccessibleName('Save your changes?');
    expect(screen.getByTestId('modal-confirm')).toHaveTextContent('Confirm');
    expect(screen.getByTestId('modal-cancel')).toHaveTextContent('Cancel');
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    open();
    const close = screen.getByTestId('modal-close');
    const confirm = screen.getByTestId('modal-confirm');
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
  });

  it('carries its own quick exit, after Close so the first focus cannot leave the site', () => {
    render(<Harness />);
    open();
    const quickExit = screen.getByTestId('modal-quick-exit');
    expect(dialog()).toContainElement(quickExit);
    expect(quickExit).toHaveTextContent('Quick exit');
    const buttons = Array.from(dialog().querySelectorAll('button'));
    expect(buttons.indexOf(screen.getByTestId('modal-close'))).toBe(0);
  });

  it('has the default width from the spec', () => {
    render(<Harness />);
    expect(dialog().style.getPropertyValue('--modal-width')).toBe('31.25rem');
  });

  it('hides at once on Cancel and emits onClose after 1000 ms', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    open();
    fireEvent.click(screen.getByTestId('modal-cancel'));
    expect(dialog().open).toBe(false);
    act(() => vi.advanceTimersByTime(MODAL.closeEmitDelayMs - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('confirms and closes by default', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    open();
    fireEvent.click(screen.getByTestId('modal-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(false);
  });

  it('stays open on Confirm when closeOnConfirm is off', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} closeOnConfirm={false} />);
    open();
    fireEvent.click(screen.getByTestId('modal-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
  });

  it('closes on an overlay click unless disabled', () => {
    const { unmount } = render(<Harness />);
    open();
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
    unmount();

    render(<Harness disableOverlayClose />);
    open();
    fireEvent.click(dialog());
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByText('Body text'));
    expect(dialog().open).toBe(true);
  });

  it('tells its owner at once when it hides, so it can reopen straight away', () => {
    const onHide = vi.fn();
    render(<Harness onHide={onHide} />);
    open();
    fireEvent.click(screen.getByTestId('modal-cancel'));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape (the dialog cancel event)', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    open();
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
    act(() => vi.advanceTimersByTime(MODAL.closeEmitDelayMs));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
