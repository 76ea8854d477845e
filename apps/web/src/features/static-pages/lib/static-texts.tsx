/**
 * Texts of the help and legal pages (docs/architecture/web-app.md): they load with these pages, not with the first load.
 * English comes with this chunk; pt-BR is one more chunk, fetched when the page is shown in Portuguese.
 */
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../../lib/i18n/index.ts';
import { staticPages } from '../../../lib/i18n/en/static-pages.ts';

i18n.addResourceBundle('en', 'translation', { staticPages }, true, true);

let ptLoad: Promise<void> | null = null;
let ptLoaded = false;
const loadPortuguese = () =>
  (ptLoad ??= import('../../../lib/i18n/pt-BR/static-pages.ts').then((m) => {
    i18n.addResourceBundle('pt-BR', 'translation', { staticPages: m.staticPages }, true, true);
    ptLoaded = true;
  }));

/** True once the static texts of the shown language are in; loads the pt-BR ones on first need. */
export function useStaticTexts(): boolean {
  const { i18n: inst } = useTranslation();
  const waiting = inst.language === 'pt-BR' && !ptLoaded;
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadPortuguese()
      .then(() => live && rerender((n) => n + 1))
      .catch(() => {
        /* the English texts stay (i18next falls back to them) */
      });
    return () => {
      live = false;
    };
  }, [waiting]);
  return !waiting;
}

/** The `<name>` tags the texts may use: router links to other pages and bold. */
const TAGS = {
  cart: <Link to="/user/cart" />,
  fair: <Link to="/provably-fair" />,
  shipping: <Link to="/shipping" />,
  free: <Link to="/free" />,
  contact: <Link to="/contact-us" />,
  faq: <Link to="/faq" />,
  aml: <Link to="/aml-policy" />,
  cookies: <Link to="/cookie-policy" />,
  b: <strong />,
};

/** One text of `staticPages.<k>` with its links filled in. */
export function Tx({ k, values }: { k: string; values?: Record<string, string | number> }) {
  return <Trans i18nKey={`staticPages.${k}`} components={TAGS} values={values} />;
}
