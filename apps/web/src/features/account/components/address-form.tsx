import type { Address } from '@hapa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Input, Select } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCountries, useSubmitAddress } from '../api/addresses.ts';
import {
  ADDRESS_FIELDS,
  EMPTY_ADDRESS,
  serverAddressError,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from '../lib/address-form.ts';

const AUTOCOMPLETE: Record<Exclude<AddressField, 'countryCode'>, string> = {
  recipientName: 'name',
  phone: 'tel',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
};

/**
 * Add / edit address form: all fields required, country from /api/country/list, default switch. After a save
 * it goes back to /user/address, or calls `onSaved` with the saved address (check-order's add-address dialog).
 */
export function AddressForm({ initial, onSaved, onCancel }: { initial?: Address; onSaved?: (a: Address) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countries = useCountries();
  const submit = useSubmitAddress();
  const [values, setValues] = useState<AddressValues>(initial ? { ...initial } : EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [touched, setTouched] = useState(false);

  function set(field: AddressField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validateAddress(next, t('account.address.phoneInvalid')));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submit.isPending) return;
    setTouched(true);
    const found = validateAddress(values, t('account.address.phoneInvalid'));
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = {
      ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[f].trim()])),
      isDefault: values.isDefault,
      ...(initial ? { id: initial.id } : {}),
    } as Parameters<typeof submit.mutate>[0];
    submit.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('account.address.saved'));
        if (onSaved) onSaved(saved);
        else navigate('/user/address');
      },
      onError: (err) => setErrors(isApiError(err) ? serverAddressError(err.key, err.message) : { form: t('common.somethingWrong') }),
    });
  }

  const text = (field: Exclude<AddressField, 'countryCode'>, extra: Partial<React.ComponentProps<typeof Input>> = {}) => (
    <Input
      label={t(`account.address.${field}`)}
      value={values[field]}
      autoComplete={AUTOCOMPLETE[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
      data-testid={`address-${field}`}
      errorTestId={`address-${field}-error`}
      {...extra}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="address-form">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {text('recipientName')}
        {text('phone', { type: 'tel', inputMode: 'tel', placeholder: '+1 555 0100' })}
      </div>
      {text('street')}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {text('city')}
        {text('state')}
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {text('postcode')}
        <div className="flex flex-col gap-1.5">
          <Select
            label={t('account.address.country')}
            value={values.countryCode}
            onChange={(e) => set('countryCode', e.target.value)}
            options={[
              { value: '', label: t('account.address.chooseCountry') },
              ...(countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
            ]}
            aria-invalid={errors.countryCode ? true : undefined}
            data-testid="address-countryCode"
          />
          {errors.countryCode ? (
            <p className="text-xs font-medium text-danger" role="alert" data-testid="address-countryCode-error">
              {errors.countryCode}
            </p>
          ) : null}
        </div>
      </div>
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-accent)]"
          checked={values.isDefault}
          onChange={(e) => setValues({ ...values, isDefault: e.target.checked })}
          data-testid="address-isDefault"
        />
        {t('account.address.isDefault')}
      </label>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          data-testid="address-form-error"
        >
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => (onCancel ? onCancel() : navigate('/user/address'))}>
          {t('account.address.back')}
        </Button>
        <Button type="submit" loading={submit.isPending} data-testid="address-save">
          {t('account.address.save')}
        </Button>
      </div>
    </form>
  );
}
