import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { chargedAmount, ledgerLineText, pageCount, signedCoins } from './history-format.ts';
import { resources } from './i18n/resources.ts';
import { ptBR } from './i18n/pt-BR/index.ts';

describe('history format', () => {
  it('signs coin amounts', () => {
    expect(signedCoins(50)).toBe('+$50.00');
    expect(signedCoins(-5)).toBe('-$5.00');
    expect(signedCoins(0)).toBe('$0.00');
  });
  it('shows the charged currency', () => {
    expect(chargedAmount(1000, 'KES')).toBe('KES 1,000.00');
    expect(chargedAmount(20.5, 'USD')).toBe('$20.50');
  });
  it('names ledger kinds and corrections in the reader language, never the raw kind', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: resources.en, 'pt-BR': { translation: ptBR } }, lng: 'en', interpolation: { escapeValue: false } });
    const t = i18n.t.bind(i18n);
    expect(ledgerLineText(t, { kind: 'deposit' })).toBe('Top-up');
    expect(ledgerLineText(t, { kind: 'ops_goodwill', reason: null })).toBe('Correction by support');
    expect(ledgerLineText(t, { kind: 'ops_goodwill', reason: 'Missing spin refund' })).toBe('Correction by support: Missing spin refund');
    expect(ledgerLineText(t, { kind: 'battle_refund' })).toBe('Balance change');
    await i18n.changeLanguage('pt-BR');
    expect(ledgerLineText(t, { kind: 'deposit' })).toBe('Recarga');
    expect(ledgerLineText(t, { kind: 'ops_correction', reason: 'Rodada perdida devolvida' })).toBe(
      'Correção pelo suporte: Rodada perdida devolvida',
    );
    expect(ledgerLineText(t, { kind: 'game_mines_stake' })).toBe('Aposta no Mad Miner');
  });
  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
