/** The Text To Apply mark: a speech bubble with a check, drawn inline so it costs no request. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b3d5c" />
      <path
        d="M8 9.5h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-9l-5 4v-4H8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z"
        fill="#fff"
      />
      <path
        d="m11.5 15.5 3 3 6-6"
        fill="none"
        stroke="#0f8a6c"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
