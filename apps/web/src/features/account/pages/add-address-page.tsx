import { AddressFormPage } from './edit-address-page.tsx';

/** `/user/add-address` (docs/product/routes.md#user-area). */
export default function AddAddressPage() {
  return <AddressFormPage mode="add" />;
}
