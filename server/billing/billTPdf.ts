import type { BillT } from './billTData';
import { TextPdf } from './pdf';

/** The bill-T (builty) as a PDF: the same facts as the HTML preview, text only, standard Helvetica. */
export async function renderBillTPdf(bill: BillT): Promise<Uint8Array> {
  const pdf = await TextPdf.create(`Bill-T ${bill.bookingCode}`);
  /** A row per fact, labelled by its key, in the order written. */
  const facts = (labelled: Record<string, string>) => {
    for (const [label, value] of Object.entries(labelled)) pdf.row(label, value);
  };
  /** The pick-ups or drop-offs, numbered when there are several. */
  const stops = (label: string, list: string[]) => {
    for (const [i, stop] of list.entries()) pdf.row(list.length > 1 ? `${label} ${i + 1}` : label, stop);
  };

  pdf.title('Bill-T (Builty)');
  facts({ 'Issued by': bill.clientName, Booking: bill.bookingCode, Shipment: bill.shipmentCode, Date: bill.date });

  pdf.heading('Shipper and consignee');
  facts({
    Shipper: bill.shipperName,
    Reference: bill.referenceNumber,
    Consignee: bill.consigneeName,
    'Consignee phone': bill.consigneeNumber,
  });

  pdf.heading('Route');
  stops('Pick-up', bill.pickups);
  stops('Drop-off', bill.dropOffs);

  pdf.heading('Goods');
  for (const goods of bill.goods) pdf.row(goods.name, goods.weight);
  pdf.row('Total weight', bill.totalWeight);

  pdf.heading('Vehicle and driver');
  facts({
    'Vehicle registration': bill.vehicleRegistration,
    'Vehicle type': bill.vehicleType,
    Driver: bill.driverName,
    'Driver phone': bill.driverPhone,
  });

  pdf.heading('Trip');
  facts({
    Partner: bill.partnerName,
    'Loading time': bill.loadingTime,
    Status: bill.status,
    Delivered: bill.deliveredAt,
    'Freight amount': bill.amount,
  });

  pdf.heading('Instructions');
  pdf.paragraph(bill.instructions);

  pdf.signatures(['Shipper', 'Driver', 'Consignee (received in good order)']);
  return pdf.save();
}
