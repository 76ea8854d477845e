import i18next from 'i18next';
import { setMoneyLocale } from '@hapa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../../lib/i18n/resources.ts';
import { ptBR } from '../../../lib/i18n/pt-BR/index.ts';
import { notificationText } from './notification-text.ts';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: resources.en, 'pt-BR': { translation: ptBR } }, lng: 'en', interpolation: { escapeValue: false } });
const say = (lang: 'en' | 'pt-BR', key: string, params: Record<string, string | number | boolean>) => {
  setMoneyLocale(lang);
  return notificationText(i18n.getFixedT(lang), lang, { key, params });
};

describe('notifications in the reader language (docs/architecture/web-app.md#server-built-texts)', () => {
  afterEach(() => setMoneyLocale('en'));

  it("a balance correction says the operator's reason, its amount in the reader's money format", () => {
    const params = { amountCents: 1_250, reason: 'Giro travado devolvido' };
    expect(say('pt-BR', 'correction_credit', params)).toEqual({
      title: 'Saldo corrigido',
      content: 'O suporte adicionou $12,50 ao seu saldo: Giro travado devolvido',
    });
    expect(say('en', 'correction_debit', { amountCents: -200, reason: 'Duplicate credit removed' })).toEqual({
      title: 'Balance corrected',
      content: 'Support took $2.00 from your balance: Duplicate credit removed',
    });
  });

  it('money, order statuses and seeded quest names come out in Portuguese', () => {
    expect(say('pt-BR', 'deposit_bonus', { amountCents: 123_450, bonusCents: 500 }).content).toBe(
      '$1.234,50 foi adicionado ao seu saldo, mais um bônus de $5,00.',
    );
    expect(say('pt-BR', 'order_status', { orderId: 7, status: 60 }).content).toBe('Seu pedido nº 7 está a caminho.');
    expect(say('pt-BR', 'order_status', { orderId: 7, status: 12345 }).content).toBe('Seu pedido nº 7 está atualizado.');
    expect(say('pt-BR', 'quest', { name: 'Level-up quest', questId: 1, questNameKey: 'levelUp' }).content).toBe(
      'Você concluiu "Missão de subir de nível". Resgate sua recompensa na Glory Road.',
    );
    // an operator's own quest keeps its name as typed
    expect(say('pt-BR', 'quest', { name: 'Semana do Pix', questId: 9 }).content).toContain('"Semana do Pix"');
  });

  it("an operator's message shows the reader's language, English when no Portuguese was written", () => {
    const both = { titleEn: 'Maintenance', contentEn: 'Back at 3', titlePt: 'Manutenção', contentPt: 'Volta às 3' };
    expect(say('pt-BR', 'operator_message', both)).toEqual({ title: 'Manutenção', content: 'Volta às 3' });
    expect(say('en', 'operator_message', both)).toEqual({ title: 'Maintenance', content: 'Back at 3' });
    expect(say('pt-BR', 'operator_message', { titleEn: 'Hi', contentEn: 'There', titlePt: '', contentPt: '' }).title).toBe('Hi');
  });
});
