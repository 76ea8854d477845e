import { Link } from 'react-router';

export default function Shipping() {
  return (
    <>
      <p>Every prize you keep can be shipped to you with full tracking. Shipping is handled by our fulfilment partners from warehouses in the EU, the US and Asia.</p>
      <h2>Requesting shipping</h2>
      <ul>
        <li>Open <Link to="/user/cart">My prizes</Link>, choose the items you want delivered and request shipping.</li>
        <li>Add a shipping address with street, city, state, postcode and country. All five fields are required.</li>
        <li>Items that are sold back for coins cannot be shipped, and shipped items cannot be sold.</li>
      </ul>
      <h2>Delivery times</h2>
      <ul>
        <li>Processing: usually within 3 business days.</li>
        <li>Delivery: 5 to 15 business days depending on the destination and the carrier.</li>
        <li>High-value items may need identity verification before they ship.</li>
      </ul>
      <h2>Tracking</h2>
      <p>As soon as your parcel leaves the warehouse you get a tracking number. The order status moves through processing, packed, shipped, in transit and delivered.</p>
      <h2>Customs and duties</h2>
      <p>Import duties and taxes charged by your country are your responsibility unless stated otherwise at checkout.</p>
      <h2>Damaged or missing parcels</h2>
      <p>If a parcel arrives damaged or does not arrive, <Link to="/contact-us">contact us</Link> within 14 days of the expected delivery date with your order number and photos. We will replace the item or refund its value in coins.</p>
    </>
  );
}
