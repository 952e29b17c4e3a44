import { useEffect, useRef, useState } from 'react';

/**
 * The bill number as a CODE128 barcode (jsbarcode, drawn into an SVG) or a QR code (qrcode, as an image). Both
 * libraries are loaded only when a document has a code, so no other page pays for them.
 */
export function BillCode({ kind, value }: { kind: 'barcode' | 'qr'; value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [qr, setQr] = useState('');
  useEffect(() => {
    let live = true;
    if (kind === 'barcode') {
      void import('jsbarcode').then(({ default: JsBarcode }) => {
        if (live && svg.current) JsBarcode(svg.current, value, { format: 'CODE128', height: 36, width: 1.4, fontSize: 11, margin: 0, displayValue: true });
      });
    } else {
      void import('qrcode').then((QRCode) => QRCode.toDataURL(value, { margin: 0, width: 160 })).then((url) => live && setQr(url));
    }
    return () => {
      live = false;
    };
  }, [kind, value]);
  return (
    <div className="zf-doc-code" data-testid={`doc-${kind}`}>
      {kind === 'barcode' ? <svg ref={svg} /> : qr ? <img src={qr} alt={value} /> : null}
    </div>
  );
}
