import { MAX_ADDRESSES } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, Button, ButtonLink, Card, EmptyState, IconPlus, IconTruck, PageHeading, Skeleton } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAddresses, useCountries, useDeleteAddress, useSubmitAddress } from '../api/addresses.ts';
import { AccountSignedOut } from '../components/signed-out.tsx';

/** `/user/address` (docs/product/routes.md#user-area): saved shipping addresses, default first; add, edit, delete, make default. */
export default function AddressPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { data: list, isLoading } = useAddresses();
  const countries = useCountries();
  const remove = useDeleteAddress();
  const submit = useSubmitAddress();
  if (!loggedIn) return <AccountSignedOut />;
  const full = (list?.length ?? 0) >= MAX_ADDRESSES;
  const countryName = (code: string) => countries.data?.find((c) => c.code === code)?.name ?? code;

  return (
    <div className="flex flex-col gap-6" data-testid="address-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={t('account.address.title')} subtitle={t('account.address.subtitle')} />
        {list && list.length > 0 ? (
          full ? (
            <p className="text-sm font-semibold text-warning">{t('account.address.limit')}</p>
          ) : (
            <ButtonLink to="/user/add-address" data-testid="address-add">
              <IconPlus size={16} /> {t('account.address.add')}
            </ButtonLink>
          )
        ) : null}
      </div>
      {isLoading ? <Skeleton className="h-32" /> : null}
      {list && list.length === 0 ? (
        <EmptyState
          icon={<IconTruck size={28} />}
          title={t('account.address.empty')}
          description={t('account.address.emptyText')}
          action={
            <ButtonLink to="/user/add-address" data-testid="address-add">
              {t('account.address.add')}
            </ButtonLink>
          }
        />
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {list?.map((a) => (
          <Card key={a.id} className="flex flex-col gap-3" data-testid="address-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-bold">{a.recipientName}</p>
                <p className="text-sm text-muted">{a.phone}</p>
              </div>
              {a.isDefault ? <Badge tone="accent">{t('account.address.default')}</Badge> : null}
            </div>
            <p className="break-words text-sm leading-relaxed">
              {a.street}
              <br />
              {a.city}, {a.state} {a.postcode}
              <br />
              {countryName(a.countryCode)}
            </p>
            <div className="mt-auto flex flex-wrap gap-2">
              <ButtonLink size="sm" variant="secondary" to={`/user/edit-address?id=${a.id}`} data-testid="address-edit">
                {t('account.address.edit')}
              </ButtonLink>
              {!a.isDefault ? (
                <Button size="sm" variant="ghost" onClick={() => submit.mutate({ ...a, isDefault: true })}>
                  {t('account.address.makeDefault')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                className="text-danger hover:text-danger"
                loading={remove.isPending && remove.variables === a.id}
                onClick={() => {
                  if (window.confirm(t('account.address.deleteConfirm')))
                    remove.mutate(a.id, { onSuccess: () => toast.success(t('account.address.deleted')) });
                }}
                data-testid="address-delete"
              >
                {t('account.address.delete')}
              </Button>
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
