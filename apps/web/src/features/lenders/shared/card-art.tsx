import { useId } from 'react';
import { useMessages } from '../../../i18n/messages';

/**
 * A card drawn inline on a card lender's approval, with the brand it names; the shop's card art image comes in the card-art
 * issue (lenders §7 HEAD check). The number passed in is already in the spec's display format.
 */
export function CardArt({
  cardNumber,
  shopName,
  label,
  brand,
}: {
  cardNumber?: string;
  shopName?: string;
  label: string;
  brand: string;
}) {
  const gradient = `card-bg-${useId().replace(/:/g, '')}`;
  const m = useMessages();
  return (
    <svg className="result-card" viewBox="0 0 340 214" role="img" aria-label={label}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b3d5c" />
          <stop offset="1" stopColor="#0f7a60" />
        </linearGradient>
      </defs>
      <rect width="340" height="214" rx="16" fill={`url(#${gradient})`} />
      <circle cx="300" cy="-10" r="120" fill="#ffffff" opacity="0.06" />
      <text x="24" y="44" fill="#fff" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="22">
        {brand}
      </text>
      <text x="24" y="64" fill="#fff" opacity="0.85" fontFamily="system-ui, sans-serif" fontSize="11">
        {shopName ?? m('results.cardIssuer')}
      </text>
      <rect x="24" y="86" width="44" height="32" rx="6" fill="#e8c766" />
      <text x="24" y="160" fill="#fff" fontFamily="ui-monospace, monospace" fontSize="20" letterSpacing="2">
        {cardNumber ?? ''}
      </text>
      <text x="24" y="192" fill="#fff" opacity="0.85" fontFamily="system-ui, sans-serif" fontSize="11">
        {m('results.cardTagline')}
      </text>
    </svg>
  );
}
