// The link as a QR code for the counter (issue item 2), drawn as SVG by the qrcode library (no canvas needed),
// loaded only on this screen.
import { useEffect, useState } from 'react';

export function QrCode(props: { text: string; label: string }) {
  // The drawing belongs to the text it was drawn for, so a new link never shows the previous link's code.
  const [drawn, setDrawn] = useState<{ text: string; svg: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    let active = true;
    const text = props.text;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then(
        (svg) => active && setDrawn({ text, svg, failed: false }),
        () => active && setDrawn({ text, svg: null, failed: true }),
      );
    return () => {
      active = false;
    };
  }, [props.text]);
  const svg = drawn?.text === props.text ? drawn.svg : null;
  const failed = drawn?.text === props.text && drawn.failed;
  if (failed)
    return <p className="console-muted">The QR code could not be drawn; the customer can type the link.</p>;
  if (!svg) return <p role="status">Drawing the QR code…</p>;
  return (
    <img
      className="console-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={props.label}
      width={200}
      height={200}
    />
  );
}
