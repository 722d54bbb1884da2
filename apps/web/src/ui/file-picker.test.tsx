import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

describe('FilePicker', () => {
  it('shows only its own button, in the page’s words, and hands over the files chosen', () => {
    const onFiles = vi.fn();
    render(<FilePicker label="Elegir archivos" accept="image/png" onFiles={onFiles} testId="picker" />);
    const input = screen.getByTestId('picker');
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Elegir archivos' }));
    expect(opened).toHaveBeenCalled();
    // The browser's control, which speaks the browser's language, is out of sight and out of reach.
    expect(input).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('tabindex', '-1');
    const photo = new File(['x'], 'page.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onFiles).toHaveBeenCalledWith(expect.objectContaining({ 0: photo }));
  });
});
