import type { LanguageCode } from '@hapa/contracts';
import escapeHtml from 'escape-html';

/** A rendered mail: both parts, so every client shows something readable. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  subject: string;
  heading: string;
  /** paragraphs before the button */
  lines: string[];
  button?: { label: string; url: string };
  /** a code shown large under the button (e.g. the 6-digit email code) */
  code?: string;
  /** small print under everything */
  footer?: string;
  /** language of the fixed words ("Your code") and of `<html lang>`; default English */
  lang?: LanguageCode;
}

const YOUR_CODE: Record<LanguageCode, string> = { en: 'Your code', 'pt-BR': 'Seu código' };

/**
 * Renders a transactional mail in the product's look (dark card, HapaBox accent) as HTML with inline
 * styles (mail clients ignore style sheets) and the same content as plain text.
 */
export function renderMail(c: MailContent): RenderedMail {
  const lang = c.lang ?? 'en';
  const paragraphs = c.lines
    .map((l) => `<p style="margin:0 0 14px;color:#c9cbe0;font-size:15px;line-height:22px">${escapeHtml(l)}</p>`)
    .join('');
  const button = c.button
    ? `<p style="margin:22px 0"><a href="${escapeHtml(c.button.url)}" style="display:inline-block;background:#f5c400;color:#14151f;font-weight:700;text-decoration:none;padding:12px 22px;border-radius:12px">${escapeHtml(c.button.label)}</a></p>`
    : '';
  const code = c.code
    ? `<p style="margin:0 0 6px;color:#8d90ab;font-size:13px">${YOUR_CODE[lang]}</p><p style="margin:0 0 18px;font-size:28px;letter-spacing:6px;font-weight:800;color:#ffffff">${escapeHtml(c.code)}</p>`
    : '';
  const footer = c.footer ? `<p style="margin:18px 0 0;color:#8d90ab;font-size:12px;line-height:18px">${escapeHtml(c.footer)}</p>` : '';
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;background:#0d0e16;padding:24px;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="max-width:520px;background:#181a27;border-radius:18px;padding:28px">
<tr><td><p style="margin:0 0 18px;font-size:22px;font-weight:900;color:#f5c400">HapaBox</p>
<h1 style="margin:0 0 14px;font-size:20px;color:#ffffff">${escapeHtml(c.heading)}</h1>${paragraphs}${button}${code}${footer}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    'HapaBox',
    '',
    c.heading,
    '',
    ...c.lines,
    ...(c.button ? ['', `${c.button.label}: ${c.button.url}`] : []),
    ...(c.code ? ['', `${YOUR_CODE[lang]}: ${c.code}`] : []),
    ...(c.footer ? ['', c.footer] : []),
  ].join('\n');
  return { subject: c.subject, html, text };
}

/** The hrefs of an HTML body, in order (the dev mailbox shows them; tests follow them). */
export function extractLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** Texts of the account mails in each language (docs/architecture/web-app.md: mails in the player's language). */
const ACCOUNT_MAILS = {
  en: {
    confirm: {
      subject: 'Confirm your HapaBox email',
      heading: 'Confirm your email',
      lines: [
        'Welcome to HapaBox! Please confirm your email address to keep your account safe.',
        'Tap the button or enter the code below. It is valid for 24 hours.',
      ],
      button: 'Confirm email',
      footer: 'If you did not sign up for HapaBox, you can ignore this mail.',
    },
    reset: {
      subject: 'Reset your HapaBox password',
      heading: 'Reset your password',
      lines: [
        'We received a request to reset the password of your HapaBox account.',
        'Tap the button to choose a new password. The link and code are valid for 30 minutes and work once.',
      ],
      button: 'Reset password',
      footer: 'If you did not ask for this, ignore this mail: your password stays the same.',
    },
  },
  'pt-BR': {
    confirm: {
      subject: 'Confirme seu e-mail na HapaBox',
      heading: 'Confirme seu e-mail',
      lines: [
        'Boas-vindas à HapaBox! Confirme seu endereço de e-mail para manter sua conta segura.',
        'Toque no botão ou digite o código abaixo. Ele vale por 24 horas.',
      ],
      button: 'Confirmar e-mail',
      footer: 'Se você não criou uma conta na HapaBox, pode ignorar este e-mail.',
    },
    reset: {
      subject: 'Redefina sua senha da HapaBox',
      heading: 'Redefina sua senha',
      lines: [
        'Recebemos um pedido para redefinir a senha da sua conta HapaBox.',
        'Toque no botão para escolher uma nova senha. O link e o código valem por 30 minutos e funcionam uma vez.',
      ],
      button: 'Redefinir senha',
      footer: 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
    },
  },
} as const satisfies Record<
  LanguageCode,
  Record<'confirm' | 'reset', { subject: string; heading: string; lines: readonly string[]; button: string; footer: string }>
>;

/**
 * An account mail (sign-up confirmation or password reset) in a language, with its link and 6-digit code.
 * @param kind 'confirm' (valid 24 h) | 'reset' (valid 30 min)
 */
export function renderAccountMail(kind: 'confirm' | 'reset', lang: LanguageCode, link: string, code: string): RenderedMail {
  const m = ACCOUNT_MAILS[lang][kind];
  return renderMail({
    subject: m.subject,
    heading: m.heading,
    lines: [...m.lines],
    button: { label: m.button, url: link },
    code,
    footer: m.footer,
    lang,
  });
}
