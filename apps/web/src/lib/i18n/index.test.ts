import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, currentLanguage, setDocumentLanguage } from './index.ts';

const g = globalThis as { document?: unknown };

describe('applyLanguage', () => {
  const had = 'document' in g;
  const before = g.document;
  afterEach(() => {
    if (had) g.document = before;
    else delete g.document;
  });

  it('says the shown language in <html lang> even when i18next already had it (a page served in another)', async () => {
    await applyLanguage('en');
    expect(currentLanguage()).toBe('en');
    // the server rendered the first screen in Portuguese (its cookie); this visit's stored choice is English
    const doc = { documentElement: { lang: 'pt-BR' } };
    g.document = doc;
    await applyLanguage('en');
    expect(doc.documentElement.lang).toBe('en');
  });
});

describe('setDocumentLanguage', () => {
  it('writes <html lang> only when it differs: any write restyles the whole page', () => {
    const writes: string[] = [];
    let lang = 'pt-BR';
    const doc = {
      documentElement: {
        get lang() {
          return lang;
        },
        set lang(v: string) {
          writes.push(v);
          lang = v;
        },
      },
    } as unknown as Pick<Document, 'documentElement'>;
    setDocumentLanguage('pt-BR', doc);
    expect(writes).toEqual([]);
    setDocumentLanguage('en', doc);
    setDocumentLanguage('en', doc);
    expect(writes).toEqual(['en']);
    expect(() => setDocumentLanguage('en', undefined)).not.toThrow();
  });
});
