import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { SignaturePadField } from './signature-pad';
import { FakeSignaturePad } from './test-support';

vi.mock('signature_pad', async () => ({ default: (await import('./test-support')).FakeSignaturePad }));

describe('SignaturePadField', () => {
  it('keeps Sign disabled until something is drawn, and again after Clear', async () => {
    const onSign = vi.fn();
    renderAt(<SignaturePadField onSign={onSign} />, '/contract');
    // The texts load with their namespace; the pad is labelled once they are in.
    const canvas = await screen.findByRole('img', { name: 'Signature area' });
    const sign = screen.getByTestId('signature-sign');
    expect(canvas).toHaveAccessibleDescription(/Draw your signature/);
    expect(canvas.className).toContain('touch-none');
    expect(sign).toBeDisabled();

    act(() => FakeSignaturePad.last!.drawStroke());
    expect(sign).toBeEnabled();
    fireEvent.click(sign);
    expect(onSign).toHaveBeenCalledWith('data:image/png;base64,iVBORw0KGgo=');

    fireEvent.click(screen.getByTestId('signature-clear'));
    expect(sign).toBeDisabled();
  });

  it('signs with a typed name for people who cannot draw, and says when the name is missing', async () => {
    const onSign = vi.fn();
    const writeTypedName = vi.fn((name: string) => `data:image/png;base64,typed-${name}`);
    renderAt(<SignaturePadField onSign={onSign} writeTypedName={writeTypedName} />, '/contract');
    const typed = await screen.findByTestId('typed-signature-sign');
    fireEvent.click(typed);
    expect(await screen.findByText('Type your full name to sign.')).toBeInTheDocument();
    expect(onSign).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Or type your full name to sign'), {
      target: { value: '  María Pérez ' },
    });
    fireEvent.click(typed);
    expect(writeTypedName).toHaveBeenCalledWith('María Pérez');
    expect(onSign).toHaveBeenCalledWith('data:image/png;base64,typed-María Pérez');
  });
});
