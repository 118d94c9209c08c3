// Simple typographic logos drawn inline (no image requests, crisp at any size). Not the lenders' marks.
const STYLES: Record<string, { bg: string; fg: string; text: string; sub?: string }> = {
  CFNA: { bg: '#12395b', fg: '#ffffff', text: 'CFNA', sub: 'Credit First' },
  CFSS: { bg: '#1d6f5a', fg: '#ffffff', text: 'DigniFi' },
  GEMY: { bg: '#2b2b2b', fg: '#f6c343', text: 'Synchrony' },
  GNES: { bg: '#5a2d82', fg: '#ffffff', text: 'Concora' },
  MILE: { bg: '#1f1f1f', fg: '#ffffff', text: 'Mastercard' },
  AMFF: { bg: '#0e5aa7', fg: '#ffffff', text: 'AFF' },
  EZPY: { bg: '#0b7d3e', fg: '#ffffff', text: 'EasyPay' },
  VERS: { bg: '#3a3f8f', fg: '#ffffff', text: 'Versatile' },
  ALNC: { bg: '#1a1a1a', fg: '#ffffff', text: 'Bread' },
  GDYR: { bg: '#27358c', fg: '#ffd100', text: 'Goodyear' },
  GOODYEAR: { bg: '#27358c', fg: '#ffd100', text: 'Goodyear' },
  BIGO: { bg: '#c8102e', fg: '#ffffff', text: 'Big O Tires' },
  SERV: { bg: '#34495e', fg: '#ffffff', text: 'Service' },
  ACMA: { bg: '#5b2a86', fg: '#ffffff', text: 'Acima' },
  BREAD: { bg: '#1a1a1a', fg: '#ffffff', text: 'Bread' },
};

export function LenderLogo({ appCode, label }: { appCode: string; label: string }) {
  const style = STYLES[appCode] ?? { bg: '#0b3d5c', fg: '#ffffff', text: appCode };
  return (
    <svg className="offer-logo" width="180" height="56" viewBox="0 0 180 56" role="img" aria-label={label}>
      <rect width="180" height="56" rx="10" fill={style.bg} />
      <text
        x="16"
        y={style.sub ? 30 : 36}
        fill={style.fg}
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize="24"
        letterSpacing="1"
      >
        {style.text}
      </text>
      {style.sub ? (
        <text x="16" y="46" fill={style.fg} fontFamily="system-ui, sans-serif" fontSize="11" opacity="0.85">
          {style.sub}
        </text>
      ) : null}
    </svg>
  );
}
