import { useTranslation } from 'react-i18next';

export default function AmlPolicy() {
  const { t } = useTranslation();
  const s = (k: string) => t(`staticPages.aml.${k}`);
  return (
    <>
      <p>{s('intro')}</p>
      <h2>{s('kycTitle')}</h2>
      <p>{s('kyc')}</p>
      <h2>{s('monitoringTitle')}</h2>
      <ul>
        <li>{s('monitoring1')}</li>
        <li>{s('monitoring2')}</li>
        <li>{s('monitoring3')}</li>
      </ul>
      <h2>{s('actionsTitle')}</h2>
      <p>{s('actions')}</p>
      <h2>{s('recordsTitle')}</h2>
      <p>{s('records')}</p>
    </>
  );
}
