import { AddressFormPage } from './edit-address-page.tsx';

/** `/user/add-address` (spec §2). */
export default function AddAddressPage() {
  return <AddressFormPage mode="add" />;
}
