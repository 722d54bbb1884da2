import { describe, expect, it } from 'vitest';
import { isBot } from './bot';

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'Baiduspider',
    'Some Crawler 1.0',
  ])('recognises %s', (ua) => expect(isBot(ua)).toBe(true));

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    undefined,
  ])('lets people through: %s', (ua) => expect(isBot(ua)).toBe(false));
});

describe('isBot and automated browsers', () => {
  it('does not mistake a headless browser running tests for a crawler', () => {
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
