import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, Card, EmptyState, IconTruck, PageHeading, Skeleton } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useAddresses } from '../api/addresses.ts';
import { AddressForm } from '../components/address-form.tsx';
import { AccountSignedOut } from '../components/signed-out.tsx';

/** `/user/add-address` and `/user/edit-address?id=` (docs/product/routes.md#user-area). */
export function AddressFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const { data: list, isLoading } = useAddresses();
  if (!loggedIn) return <AccountSignedOut />;
  const id = Number(params.get('id'));
  const address = mode === 'edit' ? list?.find((a) => a.id === id) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6" data-testid={`${mode}-address-page`}>
      <PageHeading title={mode === 'add' ? t('account.address.addTitle') : t('account.address.editTitle')} />
      {mode === 'edit' && isLoading ? <Skeleton className="h-80" /> : null}
      {mode === 'edit' && !isLoading && !address ? (
        <EmptyState
          icon={<IconTruck size={28} />}
          title={t('account.address.notFound')}
          action={<ButtonLink to="/user/address">{t('account.address.back')}</ButtonLink>}
        />
      ) : null}
      {mode === 'add' || address ? (
        <Card className="p-5">
          <AddressForm key={address?.id ?? 'new'} initial={address} />
        </Card>
      ) : null}
    </div>
  );
}

export default function EditAddressPage() {
  return <AddressFormPage mode="edit" />;
}
