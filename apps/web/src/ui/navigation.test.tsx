import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../test/render';
import { Breadcrumbs } from './breadcrumbs';
import { ErrorView } from './error-view';
import { LanguageSwitch } from './language-switch';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

describe('Breadcrumbs', () => {
  it('links the trail and marks the current page', () => {
    renderAt(
      <Breadcrumbs items={[{ label: 'My requests', to: '/my-request' }, { label: 'Send a request' }]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/my-request');
    expect(within(nav).getByText('Send a request')).toHaveAttribute('aria-current', 'page');
  });
});

describe('SiteHeader', () => {
  it('offers log in and start my process to visitors', () => {
    renderAt(<SiteHeader signedIn={false} onLogOut={() => undefined} />, '/es/help');
    const desktop = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(desktop).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/es/login');
    expect(within(desktop).getByRole('link', { name: 'Start my process' })).toHaveAttribute(
      'href',
      '/es/pre-questionnaire',
    );
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to my case' })).toBeNull();
  });

  it('offers my case and log out to a signed-in user', () => {
    const onLogOut = vi.fn();
    renderAt(<SiteHeader signedIn onLogOut={onLogOut} />);
    expect(screen.getAllByRole('link', { name: 'Go to my case' })[0]).toHaveAttribute(
      'href',
      '/case-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(onLogOut).toHaveBeenCalled();
  });

  it('has a labelled mobile menu that opens and closes with Escape', () => {
    renderAt(<SiteHeader signedIn={false} onLogOut={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows only logo, language and quick exit in the minimal variant', () => {
    renderAt(<SiteHeader signedIn={false} onLogOut={() => undefined} variant="minimal" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByTestId('language-switch')).toBeInTheDocument();
    expect(screen.getByTestId('quick-exit')).toBeInTheDocument();
  });
});

describe('LanguageSwitch', () => {
  it('keeps the page and query, is labelled in the target language and stores the choice', () => {
    renderAt(<LanguageSwitch />, '/login?next=%2Fcontract');
    const link = screen.getByRole('link', { name: 'Ver esta página en español' });
    expect(link).toHaveAttribute('href', '/es/login?next=%2Fcontract');
    expect(link).toHaveAttribute('lang', 'es');
    fireEvent.click(link);
    expect(document.cookie).toContain('lang=es');
  });
});

describe('SiteFooter', () => {
  it('links my case, my profile and help, and says Camino is not legal advice', () => {
    renderAt(<SiteFooter />, '/es');
    expect(screen.getByRole('link', { name: 'My case' })).toHaveAttribute('href', '/es/case-dashboard');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/es/my-profile');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/es/help');
    expect(screen.getByText(/does not give legal advice/)).toBeInTheDocument();
  });
});

describe('ErrorView', () => {
  it('shows the status digits, message and a way home', () => {
    renderAt(<ErrorView status={404} title="Page not found" message="Page Not Found: /x" homeHref="/es" />);
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText('Page Not Found: /x')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/es');
  });
});
