import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_SIZES, UI_TYPES } from '@camino/contracts';
import { i18n } from '../lib/i18n';
import { Button } from './button';

describe('Button', () => {
  it.each(UI_SIZES.flatMap((size) => UI_TYPES.map((type) => [size, type] as const)))(
    'renders %s %s',
    (size, type) => {
      render(
        <Button size={size} variant={type}>
          Save
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    },
  );

  it('keeps tap targets of at least 44px for every size', () => {
    render(<Button size="small">Small</Button>);
    expect(screen.getByRole('button').className).toContain('min-h-11');
  });

  it('shows the loading text, is busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('says it in Spanish too', async () => {
    await i18n.changeLanguage('es');
    render(<Button loading>Guardar</Button>);
    expect(screen.getByRole('button', { name: 'Cargando...' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
