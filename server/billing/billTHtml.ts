import { createHash } from 'node:crypto';
import type { BillT } from './billTData';
import { escapeHtml } from '../http/escapeHtml';

const STYLE = `
*{box-sizing:border-box}
body{font-family:Arial,Helvetica,sans-serif;color:#111;margin:0;padding:24px;background:#f4f4f4}
main{max-width:800px;margin:0 auto;background:#fff;padding:24px;border:1px solid #ccc}
header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #111;padding-bottom:8px;margin-bottom:16px}
h1{font-size:22px;margin:0}
h2{font-size:14px;text-transform:uppercase;letter-spacing:.05em;margin:16px 0 6px;border-bottom:1px solid #ccc}
.client{font-size:13px;color:#444}
.codes{text-align:right;font-size:13px}
table{width:100%;border-collapse:collapse;font-size:13px}
th,td{text-align:left;vertical-align:top;padding:4px 6px;border:1px solid #ddd}
th{width:32%;background:#fafafa;font-weight:600}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.signatures{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;margin-top:40px}
.signature{border-top:1px solid #111;padding-top:4px;font-size:12px;text-align:center;min-height:60px}
.actions{max-width:800px;margin:0 auto 12px;text-align:right}
button{font-size:14px;padding:6px 16px;cursor:pointer}
@media print{body{background:#fff;padding:0}main{border:0;max-width:none;padding:0}.actions{display:none}@page{size:A4;margin:14mm}}
`;

/** The one script: the Print button. Allowed by its hash, so no other script (injected or not) can run. */
const SCRIPT = `document.getElementById('print').addEventListener('click',function(){window.print();});`;

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The preview's own policy: nothing may load or run but its inline style and its print script. */
export const BILL_T_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const rows = (pairs: [label: string, value: string][]) =>
  `<table>${pairs.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;

const stops = (list: string[]) => rows(list.map((stop, i) => [list.length > 1 ? `Stop ${i + 1}` : 'Address', stop]));

/** The printable bill-T (builty) page: every value escaped, print-friendly, a Print button. */
export function renderBillTHtml(bill: BillT): string {
  const goods = bill.goods.length
    ? bill.goods.map((g): [string, string] => [g.name, g.weight])
    : [['Goods', 'N/A'] as [string, string]];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bill-T ${escapeHtml(bill.bookingCode)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="actions"><button id="print" type="button">Print</button></div>
<main>
<header>
<div><h1>Bill-T (Builty)</h1><div class="client">${escapeHtml(bill.clientName)}</div></div>
<div class="codes"><div><strong>Booking</strong> ${escapeHtml(bill.bookingCode)}</div><div><strong>Shipment</strong> ${escapeHtml(bill.shipmentCode)}</div><div><strong>Date</strong> ${escapeHtml(bill.date)}</div></div>
</header>
<div class="grid">
<section><h2>Shipper</h2>${rows([
    ['Company', bill.shipperName],
    ['Reference', bill.referenceNumber],
  ])}</section>
<section><h2>Consignee</h2>${rows([
    ['Name', bill.consigneeName],
    ['Phone', bill.consigneeNumber],
  ])}</section>
</div>
<div class="grid">
<section><h2>Pick-up</h2>${stops(bill.pickups)}</section>
<section><h2>Drop-off</h2>${stops(bill.dropOffs)}</section>
</div>
<section><h2>Goods</h2>${rows([...goods, ['Total weight', bill.totalWeight]])}</section>
<div class="grid">
<section><h2>Vehicle and driver</h2>${rows([
    ['Vehicle registration', bill.vehicleRegistration],
    ['Vehicle type', bill.vehicleType],
    ['Driver', bill.driverName],
    ['Driver phone', bill.driverPhone],
  ])}</section>
<section><h2>Trip</h2>${rows([
    ['Partner', bill.partnerName],
    ['Loading time', bill.loadingTime],
    ['Status', bill.status],
    ['Delivered', bill.deliveredAt],
    ['Freight amount', bill.amount],
  ])}</section>
</div>
<section><h2>Instructions</h2>${rows([['Special instructions', bill.instructions]])}</section>
<div class="signatures"><div class="signature">Shipper</div><div class="signature">Driver</div><div class="signature">Consignee (received in good order)</div></div>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
