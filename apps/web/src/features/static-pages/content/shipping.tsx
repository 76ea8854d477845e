import { useTranslation } from 'react-i18next';
import { Tx } from '../lib/static-texts.tsx';

export default function Shipping() {
  const { t } = useTranslation();
  const s = (k: string) => t(`staticPages.shipping.${k}`);
  return (
    <>
      <p>{s('intro')}</p>
      <h2>{s('requestTitle')}</h2>
      <ul>
        <li>
          <Tx k="shipping.request1" />
        </li>
        <li>{s('request2')}</li>
        <li>{s('request3')}</li>
      </ul>
      <h2>{s('timesTitle')}</h2>
      <ul>
        <li>{s('times1')}</li>
        <li>{s('times2')}</li>
        <li>{s('times3')}</li>
      </ul>
      <h2>{s('trackingTitle')}</h2>
      <p>{s('tracking')}</p>
      <h2>{s('customsTitle')}</h2>
      <p>{s('customs')}</p>
      <h2>{s('damagedTitle')}</h2>
      <p>
        <Tx k="shipping.damaged" />
      </p>
    </>
  );
}
