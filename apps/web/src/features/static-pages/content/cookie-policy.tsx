import { useTranslation } from 'react-i18next';
import { Tx } from '../lib/static-texts.tsx';

export default function CookiePolicy() {
  const { t } = useTranslation();
  const s = (k: string) => t(`staticPages.cookies.${k}`);
  return (
    <>
      <p>{s('intro')}</p>
      <h2>{s('storeTitle')}</h2>
      <ul>
        <li>
          <Tx k="cookies.essential" />
        </li>
        <li>
          <Tx k="cookies.preferences" />
        </li>
        <li>
          <Tx k="cookies.payments" />
        </li>
      </ul>
      <h2>{s('thirdTitle')}</h2>
      <p>{s('third')}</p>
      <h2>{s('choicesTitle')}</h2>
      <p>{s('choices')}</p>
    </>
  );
}
