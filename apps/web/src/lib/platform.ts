// Spec §5: "iOS uses a native date picker". iPadOS 13+ reports itself as a Mac, so a touch-capable
// 'MacIntel' counts as iOS too (the same test Apple's own web docs suggest). See docs/decisions.
export function isIOS(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  return nav.platform === 'MacIntel' && nav.maxTouchPoints > 1;
}

/**
 * Lenders §2 "Print is hidden on mobile": iOS (above), or a coarse primary pointer (touch screen) or a
 * viewport under 768 px — phones print badly from an embedded frame and offer Download or share instead
 * (the same reading as the policy overlay, docs/decisions/032-getting-in.md).
 */
export function isMobileDevice(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  if (isIOS(nav) || /Android|Mobi/i.test(nav.userAgent)) return true;
  return typeof window !== 'undefined'
    ? (window.matchMedia?.('(pointer: coarse), (max-width: 767px)').matches ?? false)
    : false;
}
