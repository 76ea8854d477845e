import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-label.ts';

/** The device names of the account's device list and the console's Sessions tab (docs/security.md#sessions-and-devices). */
describe('deviceOf', () => {
  it('names browser and model or system from a User-Agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iPhone', app: false });
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      system: 'Pixel 8',
      app: false,
    });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0')).toEqual({
      browser: 'Firefox',
      system: 'Windows',
      app: false,
    });
  });

  it('tells the app apart, and knows nothing of a missing or unknown agent', () => {
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 HapaBoxApp/2.1')).toMatchObject({ app: true, browser: null });
    expect(deviceOf(null)).toEqual({ browser: null, system: null, app: false });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, system: null, app: false });
  });
});
