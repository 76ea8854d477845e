import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { headerLanguage, localizeErrorText } from '../../http/language.ts';

describe('request language and error texts (small)', () => {
  it('X-Lang wins, else the best Accept-Language tag, else none', () => {
    expect(headerLanguage({ 'x-lang': 'pt-BR', 'accept-language': 'en' })).toBe('pt-BR');
    expect(headerLanguage({ 'accept-language': 'fr-FR,pt-BR;q=0.8,en;q=0.5' })).toBe('pt-BR');
    expect(headerLanguage({ 'accept-language': 'en;q=0.4, pt;q=0.9' })).toBe('pt-BR');
    expect(headerLanguage({ 'accept-language': 'pt;q=0, en' })).toBe('en');
    expect(headerLanguage({ 'x-lang': 'xx', 'accept-language': 'de' })).toBeNull();
  });

  it('localises catalogue texts, keeps a ": detail" suffix and English as thrown', () => {
    expect(localizeErrorText('coin.error.not_enough', 'Insufficient balance in your account. Please top-up', 'pt-BR')).toBe(
      'Saldo insuficiente na sua conta. Faça uma recarga',
    );
    expect(localizeErrorText('error.invalid_parameter', 'Invalid parameter: body.amount', 'pt-BR')).toBe('Parâmetro inválido: body.amount');
    expect(localizeErrorText('game.error.bet_min', 'The minimum bet is $1.00', 'pt-BR')).toBe('A aposta está abaixo do mínimo deste jogo');
    expect(localizeErrorText('game.error.bet_min', 'The minimum bet is $1.00', 'en')).toBe('The minimum bet is $1.00');
    expect(localizeErrorText('unknown.key', 'Whatever', 'pt-BR')).toBe('Whatever');
  });
});

describe.each(DRIVERS)('language setting, Portuguese errors and mails on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const mailbox = async (to: string) =>
    (await t.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data.list as {
      subject: string;
      text: string;
      html: string;
    }[];

  it('POST /api/user/update {language} is saved and returned in base info and profile', async () => {
    const p = await t.register();
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.language).toBeNull();
    const r = await t.call('POST', '/api/user/update', { auth: p.auth, body: { language: 'pt-BR' } });
    expect(r.status).toBe(200);
    expect(r.body.data.language).toBe('pt-BR');
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.language).toBe('pt-BR');
    expect((await t.call('GET', '/api/user/profile', { auth: p.auth })).body.data.language).toBe('pt-BR');
    await t.call('POST', '/api/user/update', { auth: p.auth, body: { language: 'en' } });
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.language).toBe('en');
    const bad = await t.call('POST', '/api/user/update', { auth: p.auth, body: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('error.invalid_parameter');
  });

  it('a pt-BR player gets error texts in Portuguese, whatever the headers say; the code stays', async () => {
    const p = await t.register();
    await t.call('POST', '/api/user/update', { auth: p.auth, body: { language: 'pt-BR' } });
    const r = await t.call('POST', '/api/user/update', { auth: p.auth, body: { nickname: 'x' }, headers: { 'x-lang': 'en' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'user.error.nickname', msg: 'O apelido deve ter de 2 a 20 caracteres' });
    const money = await t.call('POST', '/api/item/101/open', { auth: p.auth, body: {} });
    expect(money.body.code).toBe('coin.error.not_enough');
    expect(money.body.msg).toBe('Saldo insuficiente na sua conta. Faça uma recarga');
    const schema = await t.call('POST', '/api/user/update', { auth: p.auth, body: { language: 42 } });
    expect(schema.body.msg).toBe('Parâmetro inválido: language');
  });

  it('a visitor gets Portuguese through X-Lang or Accept-Language, English otherwise', async () => {
    const viaHeader = await t.call('POST', '/api/user/login/email/login', {
      body: { email: 'nobody@example.com', password: 'wrong1234' },
      headers: { 'x-lang': 'pt-BR' },
    });
    expect(viaHeader.body).toEqual({ code: 'user.error.bad_credentials', msg: 'E-mail ou senha incorretos' });
    const viaAccept = await t.call('GET', '/api/user/base_info', { headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' } });
    expect(viaAccept.body).toEqual({ code: 'user.error.unauthorized', msg: 'Faça login primeiro' });
    const notFound = await t.call('GET', '/api/no/such/route', { headers: { 'x-lang': 'pt-BR' } });
    expect(notFound.body).toEqual({ code: 'error.not_found', msg: 'Não encontrado' });
    const english = await t.call('GET', '/api/user/base_info');
    expect(english.body).toEqual({ code: 'user.error.unauthorized', msg: 'Please log in first' });
  });

  it('the sign-up code mail comes in the language of the sign-up; a reset follows the saved setting', async () => {
    const email = `pt-${Date.now()}@example.com`;
    const r = await t.call('POST', '/api/user/register/v2', {
      body: { email, password: 'secret123', ageConfirmed: true },
      headers: { 'x-lang': 'pt-BR' },
    });
    expect(r.status).toBe(200);
    const [confirm] = await mailbox(email);
    expect(confirm!.subject).toBe('Confirme seu e-mail na HapaBox');
    expect(confirm!.text).toContain('Seu código: ');
    expect(confirm!.html).toContain('<html lang="pt-BR">');
    expect(confirm!.html).toContain('Confirmar e-mail');

    const en = await t.register();
    expect((await mailbox(en.email))[0]!.subject).toBe('Confirm your HapaBox email');
    await t.call('POST', '/api/user/update', { auth: en.auth, body: { language: 'pt-BR' } });
    expect(
      (await t.call('POST', '/api/user/repassword/email_code', { body: { email: en.email }, headers: { 'x-lang': 'en' } })).status,
    ).toBe(200);
    const reset = (await mailbox(en.email)).find((m) => m.subject.startsWith('Redefina'));
    expect(reset?.text).toContain('Redefinir senha');
  });

  it('GET /api/sys/config names the Portuguese ad channels (setting, default kwai)', async () => {
    expect((await t.call('GET', '/api/sys/config')).body.data.ptChannels).toEqual(['kwai']);
  });
});
