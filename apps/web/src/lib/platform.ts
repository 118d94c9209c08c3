// Spec §5: "iOS uses a native date picker". iPadOS 13+ reports itself as a Mac, so a touch-capable
// 'MacIntel' counts as iOS too (the same test Apple's own web docs suggest). See docs/decisions.
export function isIOS(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  return nav.platform === 'MacIntel' && nav.maxTouchPoints > 1;
}
