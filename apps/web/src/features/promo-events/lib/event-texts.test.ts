import { describe, expect, it } from 'vitest';
import { eventSlugOf, eventTexts, paragraphs, textIn } from './event-texts.ts';

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

  it('splits rules into paragraphs and reads an event slug from one path segment only', () => {
    expect(paragraphs('One.\n\n  Two.\n \nThree\nstill three.\n\n')).toEqual(['One.', 'Two.', 'Three\nstill three.']);
    expect(eventSlugOf('/summer-drop')).toBe('summer-drop');
    expect(eventSlugOf('/summer-drop/')).toBe('summer-drop');
    expect(eventSlugOf('/a/b')).toBeNull();
    expect(eventSlugOf('/Summer')).toBeNull();
    expect(eventSlugOf('/')).toBeNull();
  });
});
