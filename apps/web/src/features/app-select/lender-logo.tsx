// Simple typographic logos drawn inline (no image requests, crisp at any size), in the colours each lender
// registers (its web lender module's `logo`). Not the lenders' marks.
import type { LenderLogoStyle } from '../lenders/shared/web-lender';

const PLAIN: Omit<LenderLogoStyle, 'text'> = { bg: '#0b3d5c', fg: '#ffffff' };

export function LenderLogo({
  appCode,
  label,
  logo,
}: {
  appCode: string;
  label: string;
  logo: LenderLogoStyle | undefined;
}) {
  const style = logo ?? { ...PLAIN, text: appCode };
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
