import { useTranslation } from 'react-i18next';
import { Tx } from '../lib/static-texts.tsx';

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  const s = (k: string) => t(`staticPages.privacy.${k}`);
  return (
    <>
      <p>{s('intro')}</p>
      <h2>{s('collectTitle')}</h2>
      <ul>
        <li>{s('collectAccount')}</li>
        <li>{s('collectPlay')}</li>
        <li>{s('collectPayment')}</li>
        <li>{s('collectShipping')}</li>
        <li>{s('collectTechnical')}</li>
      </ul>
      <h2>{s('whyTitle')}</h2>
      <ul>
        <li>{s('whyRun')}</li>
        <li>
          <Tx k="privacy.whyLegal" />
        </li>
        <li>{s('whySecure')}</li>
      </ul>
      <h2>{s('sharingTitle')}</h2>
      <p>{s('sharing')}</p>
      <h2>{s('retentionTitle')}</h2>
      <p>{s('retention')}</p>
      <h2>{s('rightsTitle')}</h2>
      <p>
        <Tx k="privacy.rights" />
      </p>
      <h2>{s('cookiesTitle')}</h2>
      <p>
        <Tx k="privacy.cookies" />
      </p>
    </>
  );
}
