import type { BillT } from './billTData';
import { TextPdf } from './pdf';

/** The bill-T (builty) as a PDF: the same facts as the HTML preview, text only, standard Helvetica. */
export async function renderBillTPdf(bill: BillT): Promise<Uint8Array> {
  const pdf = await TextPdf.create(`Bill-T ${bill.bookingCode}`);
  pdf.title('Bill-T (Builty)');
  pdf.row('Issued by', bill.clientName);
  pdf.row('Booking', bill.bookingCode);
  pdf.row('Shipment', bill.shipmentCode);
  pdf.row('Date', bill.date);

  pdf.heading('Shipper and consignee');
  pdf.row('Shipper', bill.shipperName);
  pdf.row('Reference', bill.referenceNumber);
  pdf.row('Consignee', bill.consigneeName);
  pdf.row('Consignee phone', bill.consigneeNumber);

  pdf.heading('Route');
  for (const [i, stop] of bill.pickups.entries())
    pdf.row(bill.pickups.length > 1 ? `Pick-up ${i + 1}` : 'Pick-up', stop);
  for (const [i, stop] of bill.dropOffs.entries())
    pdf.row(bill.dropOffs.length > 1 ? `Drop-off ${i + 1}` : 'Drop-off', stop);

  pdf.heading('Goods');
  for (const goods of bill.goods) pdf.row(goods.name, goods.weight);
  pdf.row('Total weight', bill.totalWeight);

  pdf.heading('Vehicle and driver');
  pdf.row('Vehicle registration', bill.vehicleRegistration);
  pdf.row('Vehicle type', bill.vehicleType);
  pdf.row('Driver', bill.driverName);
  pdf.row('Driver phone', bill.driverPhone);

  pdf.heading('Trip');
  pdf.row('Partner', bill.partnerName);
  pdf.row('Loading time', bill.loadingTime);
  pdf.row('Status', bill.status);
  pdf.row('Delivered', bill.deliveredAt);
  pdf.row('Freight amount', bill.amount);

  pdf.heading('Instructions');
  pdf.paragraph(bill.instructions);

  pdf.signatures(['Shipper', 'Driver', 'Consignee (received in good order)']);
  return pdf.save();
}
