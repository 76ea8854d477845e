import { useTranslation } from 'react-i18next';
import { Tx } from '../lib/static-texts.tsx';

export default function HowItWorks() {
  const { t } = useTranslation();
  const s = (k: string) => t(`staticPages.howItWorks.${k}`);
  return (
    <>
      <p>{s('intro')}</p>
      <h2>{s('topUpTitle')}</h2>
      <p>{s('topUp')}</p>
      <h2>{s('pickTitle')}</h2>
      <p>{s('pick')}</p>
      <h2>{s('openTitle')}</h2>
      <p>{s('open')}</p>
      <h2>{s('keepTitle')}</h2>
      <p>
        <Tx k="howItWorks.keep" />
      </p>
      <h2>{s('verifyTitle')}</h2>
      <p>
        <Tx k="howItWorks.verify" />
      </p>
      <h2>{s('responsibleTitle')}</h2>
      <p>{s('responsible')}</p>
    </>
  );
}
