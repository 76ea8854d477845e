import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../../../components/index.ts';
import { ADDRESS_FIELDS, cleanAddress, EMPTY_ADDRESS, validateAddress, type ShippingAddressFields } from '../../lib/shipping-address.ts';

interface ShippingAddressFormProps {
  initial: ShippingAddressFields | null;
  busy: boolean;
  onSubmit: (address: ShippingAddressFields) => void;
  onBack: () => void;
}

/**
 * Shipping address for a card provider (docs/product/routes.md#modals modal: city, country code, postcode, state, street;
 * "Continue Top-up"; docs/product/validation.md#deposit-amount all five required).
 */
export function ShippingAddressForm({ initial, busy, onSubmit, onBack }: ShippingAddressFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ShippingAddressFields>(initial ?? EMPTY_ADDRESS);
  const [touched, setTouched] = useState(false);
  const errors = touched ? validateAddress(fields) : {};

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(validateAddress(fields)).length > 0) return;
    onSubmit(cleanAddress(fields));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate data-testid="topup-address-form">
      <div>
        <h3 className="text-base font-extrabold">{t('wallet.address.title')}</h3>
        <p className="text-xs text-muted">{t('wallet.address.text')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {ADDRESS_FIELDS.map((k) => (
          <Input
            key={k}
            label={t(`wallet.address.${k}`)}
            value={fields[k]}
            onChange={(e) => setFields({ ...fields, [k]: e.target.value })}
            error={errors[k]}
            hint={k === 'countryCode' ? t('wallet.address.countryHint') : undefined}
            containerClassName={k === 'street' ? 'col-span-2' : undefined}
            maxLength={k === 'countryCode' ? 3 : k === 'postcode' ? 20 : k === 'street' ? 200 : 100}
            autoComplete={
              {
                street: 'street-address',
                city: 'address-level2',
                state: 'address-level1',
                postcode: 'postal-code',
                countryCode: 'country',
              }[k]
            }
            data-testid={`topup-address-${k}`}
            errorTestId={`topup-address-${k}-error`}
          />
        ))}
      </div>
      <div className="mt-1 grid grid-cols-[auto_1fr] gap-2">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={busy}>
          {t('wallet.address.back')}
        </Button>
        <Button type="submit" size="lg" loading={busy} data-testid="topup-address-continue">
          {t('wallet.address.continue')}
        </Button>
      </div>
    </form>
  );
}
