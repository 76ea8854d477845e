import { useTranslation } from 'react-i18next';
import { Tx } from '../lib/static-texts.tsx';

export default function TermsOfService() {
  const { t } = useTranslation();
  const s = (k: string) => t(`staticPages.terms.${k}`);
  return (
    <>
      <p>{s('intro')}</p>
      <h2>{s('eligibilityTitle')}</h2>
      <p>{s('eligibility')}</p>
      <h2>{s('accountTitle')}</h2>
      <p>{s('account')}</p>
      <h2>{s('coinsTitle')}</h2>
      <p>{s('coins')}</p>
      <h2>{s('boxesTitle')}</h2>
      <ul>
        <li>
          <Tx k="terms.boxes1" />
        </li>
        <li>{s('boxes2')}</li>
        <li>{s('boxes3')}</li>
      </ul>
      <h2>{s('prizesTitle')}</h2>
      <p>
        <Tx k="terms.prizes" />
      </p>
      <h2>{s('paymentsTitle')}</h2>
      <p>{s('payments')}</p>
      <h2>{s('responsibleTitle')}</h2>
      <p>{s('responsible')}</p>
      <h2>{s('liabilityTitle')}</h2>
      <p>{s('liability')}</p>
      <h2>{s('changesTitle')}</h2>
      <p>{s('changes')}</p>
      <h2>{s('contactTitle')}</h2>
      <p>
        <Tx k="terms.contact" />
      </p>
    </>
  );
}
