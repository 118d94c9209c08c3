// TEMPORARY (lead): replaced by the domain helper's full lenders §3 mapping at merge.
export function toLenderAppData(
  _appCode: string,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== '' && !name.startsWith('CONFIRM_')) out[name] = value;
  }
  return out;
}
