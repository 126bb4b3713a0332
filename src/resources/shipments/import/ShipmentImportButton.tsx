import { lazy, Suspense, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useCanAccess } from 'react-admin';

const ShipmentImportDialog = lazy(() =>
  import('./ShipmentImportDialog').then((module) => ({ default: module.ShipmentImportDialog })),
);

/** The shipments list's Import: for those who may create shipments; the dialog loads when opened. */
export function ShipmentImportButton() {
  const { canAccess } = useCanAccess({ action: 'create', resource: 'shipments' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      {/* react-admin's button: on a phone, the icon alone (named, with a tooltip), so the toolbar fits. */}
      <Button label="app.shipmentImport.open" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShipmentImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
