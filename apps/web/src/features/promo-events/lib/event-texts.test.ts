import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { eventSlugOf, eventTexts, paragraphs, textIn } from './event-texts.ts';
import { resources } from '../../../lib/i18n/resources.ts';
import { ptBR } from '../../../lib/i18n/pt-BR/index.ts';

const page = {
  kind: 'page',
  title: { en: 'Summer Drop', pt: 'Queda de Verão' },
  subtitle: { en: 'Open the summer boxes', pt: 'Abra as caixas de verão' },
  blocks: [{ type: 'countdown' }],
};

describe('event page texts (docs/events.md#event-pages)', () => {
  it("picks the player's language; a seeded event keeps its own title", () => {
    expect(textIn({ en: 'a', pt: 'b' }, 'pt-BR')).toBe('b');
    expect(textIn({ en: 'a', pt: 'b' }, 'en')).toBe('a');
    expect(eventTexts({ title: 'Summer Drop', bannerText: 'x', config: page }, 'pt-BR')).toEqual({
      title: 'Queda de Verão',
      subtitle: 'Abra as caixas de verão',
    });
    expect(eventTexts({ title: 'Pirate 2024', bannerText: 'Climb', config: { game: 'pirate' } }, 'pt-BR')).toEqual({
      title: 'Pirate 2024',
      subtitle: 'Climb',
    });
  });

  it('a seeded event left as seeded reads from the catalogue in the reader language (docs/architecture/web-app.md#server-built-texts)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: resources.en, 'pt-BR': { translation: ptBR } },
      lng: 'pt-BR',
      interpolation: { escapeValue: false },
    });
    const seeded = {
      title: 'Deposit Bonus',
      bannerText: 'Top up during the event and get up to 15% extra',
      config: {},
      textKey: 'depositBonus',
    };
    expect(eventTexts(seeded, 'pt-BR', i18n.t.bind(i18n))).toEqual({
      title: 'Bônus de Depósito',
      subtitle: 'Recarregue durante o evento e ganhe até 15% a mais',
    });
    const pirate = { title: 'Pirate 2024', bannerText: 'x', config: { game: 'pirate' }, textKey: 'pirate' };
    expect(eventTexts(pirate, 'pt-BR', i18n.t.bind(i18n)).subtitle).toBe(
      'Escale a torre de baús, desvie das caveiras e lidere a classificação',
    );
  });

  it('splits rules into paragraphs and reads an event slug from one path segment only', () => {
    expect(paragraphs('One.\n\n  Two.\n \nThree\nstill three.\n\n')).toEqual(['One.', 'Two.', 'Three\nstill three.']);
    expect(eventSlugOf('/summer-drop')).toBe('summer-drop');
    expect(eventSlugOf('/summer-drop/')).toBe('summer-drop');
    expect(eventSlugOf('/a/b')).toBeNull();
    expect(eventSlugOf('/Summer')).toBeNull();
    expect(eventSlugOf('/')).toBeNull();
  });
});
