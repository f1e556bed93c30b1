import QRCode from "qrcode";

/**
 * A real QR code of `text` as SVG markup, drawn from the `qrcode` library's module matrix (decision
 * 203): synchronous, so it renders the same on the server and in the app, with a 4-module quiet zone.
 */
export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  let path = "";
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (modules.get(y, x)) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  const side = n + 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

/** The configured donation link as a scannable code, for a phone other than the one reading. */
export function QrCode({ url, label }: { url: string; label: string }) {
  return (
    <img
      className="qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(url))}`}
      alt={`QR code for ${label}: ${url}`}
      width={160}
      height={160}
    />
  );
}
