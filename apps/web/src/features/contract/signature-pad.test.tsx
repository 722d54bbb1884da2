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
});
