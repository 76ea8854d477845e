import { afterEach, describe, expect, it } from 'vitest';
import { adChannelFromSearch, captureAdChannel, chooseLanguage, toLanguage, AD_CHANNEL_TTL_MS } from './language.ts';

const base = { setting: null, adChannel: null, ptChannels: ['kwai'], browserLanguages: [] as string[] };

describe('chooseLanguage (docs/architecture/web-app.md: setting > ad channel > browser > English)', () => {
  it('the saved setting wins over everything', () => {
    expect(chooseLanguage({ ...base, setting: 'en', adChannel: 'kwai', browserLanguages: ['pt-BR'] })).toEqual({
      language: 'en',
      source: 'setting',
    });
    expect(chooseLanguage({ ...base, setting: 'pt-BR', browserLanguages: ['en-US'] })).toEqual({ language: 'pt-BR', source: 'setting' });
  });

  it('then a Portuguese ad channel (case-insensitive), over the browser', () => {
    expect(chooseLanguage({ ...base, adChannel: 'KWAI', browserLanguages: ['en-US'] })).toEqual({ language: 'pt-BR', source: 'channel' });
    expect(chooseLanguage({ ...base, adChannel: 'facebook', browserLanguages: ['en-US'] })).toEqual({ language: 'en', source: 'browser' });
    expect(chooseLanguage({ ...base, adChannel: 'tiktok', ptChannels: ['tiktok', 'kwai'] }).language).toBe('pt-BR');
  });

  it('then the first supported browser language', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['pt-BR', 'en'] })).toEqual({ language: 'pt-BR', source: 'browser' });
    expect(chooseLanguage({ ...base, browserLanguages: ['pt-PT'] }).language).toBe('pt-BR');
    expect(chooseLanguage({ ...base, browserLanguages: ['fr-FR', 'pt'] }).language).toBe('pt-BR');
    expect(chooseLanguage({ ...base, browserLanguages: ['en-GB', 'pt-BR'] }).language).toBe('en');
  });

  it('else English', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['fr-FR', 'de'] })).toEqual({ language: 'en', source: 'default' });
    expect(chooseLanguage({ ...base, setting: 'xx' })).toEqual({ language: 'en', source: 'default' });
  });

  it('reads language tags loosely', () => {
    expect(['pt', 'pt-br', 'PT_BR', 'en', 'en-US', 'es', '', 3].map(toLanguage)).toEqual([
      'pt-BR',
      'pt-BR',
      'pt-BR',
      'en',
      'en',
      null,
      null,
      null,
    ]);
  });
});

describe('ad channel of a landing', () => {
  const store = new Map<string, string>();
  const fake = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  afterEach(() => store.clear());

  it('is named by referChannel, channel or utm_source, sanitised', () => {
    expect(adChannelFromSearch('?referChannel=Kwai&x=1')).toBe('kwai');
    expect(adChannelFromSearch('?utm_source=kwai')).toBe('kwai');
    expect(adChannelFromSearch('?channel=%3Cscript%3E')).toBeNull();
    expect(adChannelFromSearch('')).toBeNull();
  });

  it('is kept 30 days after the landing', () => {
    (globalThis as { localStorage?: unknown }).localStorage = fake;
    try {
      expect(captureAdChannel('?channel=kwai', 1000)).toBe('kwai');
      expect(captureAdChannel('', 1000 + AD_CHANNEL_TTL_MS - 1)).toBe('kwai');
      expect(captureAdChannel('', 1000 + AD_CHANNEL_TTL_MS + 1)).toBeNull();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
